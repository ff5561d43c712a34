// The reset e-mail goes through a job with retries: a mail server that fails once delays the
// message, it does not lose it; and the queued job never holds the link in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { eventually } from '../../test/payments.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import type { Mail } from './mail.ts'

const delivered: Mail[] = []
let attempts = 0
let t: TestApp
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailTransport: async (mail) => {
        attempts++
        if (attempts === 1) throw new Error('servidor de e-mail fora do ar')
        delivered.push(mail)
      },
    },
  )
})
afterAll(() => t.close())

describe('the reset e-mail', () => {
  it('arrives after the mail server failed the first time', async () => {
    const { email } = await signUp(t.app)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
    expect(res.statusCode).toBe(200)

    const queued = await t.pool.query(`select data::text from pgboss.job where name = 'email'`)
    expect(queued.rows).toHaveLength(1)
    expect(queued.rows[0].data).not.toContain('redefinir-senha')

    await eventually('a primeira tentativa', async () => (attempts >= 1 ? true : null))
    // The retry waits its back-off; bring it forward instead of waiting 30 seconds.
    await eventually('o novo agendamento', async () => {
      const { rowCount } = await t.pool.query(
        `update pgboss.job set start_after = now() where name = 'email' and state = 'retry'`,
      )
      return rowCount ? true : null
    })
    const mail = await eventually('o e-mail entregue', async () => delivered[0] ?? null)
    expect(mail.to).toBe(email)
    expect(mail.subject).toBe('Recria — redefinição de senha')
    expect(mail.text).toMatch(/\/redefinir-senha\?token=/)
    expect(attempts).toBe(2)
  })
})
