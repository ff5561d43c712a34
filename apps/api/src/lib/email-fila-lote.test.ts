// A burst of e-mails (a busy hour of orders) goes out in seconds, not one a second; and a message the
// mail server refuses is retried alone, the others of its batch are not sent twice.
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../test/payments.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { type Boss, startBoss } from './boss.ts'
import { createCipher, tokenKey } from './crypto.ts'
import { queueMailer } from './email-fila.ts'
import type { Mail, QueueMailer } from './mail.ts'

const entregues: string[] = []
const tentativas = new Map<string, number>()
let t: TestApp
let boss: Boss
let enfileirar: QueueMailer

const mail = (to: string): Mail => ({
  to,
  subject: 'Recria — pedido pago',
  text: 'Pedido pago.',
  html: '<p>Pedido pago.</p>',
})

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailTransport: async ({ to }) => {
        const n = (tentativas.get(to) ?? 0) + 1
        tentativas.set(to, n)
        if (to === 'recusado@exemplo.com.br' && n === 1) throw new Error('caixa de correio cheia')
        entregues.push(to)
      },
    },
  )
  // A second pg-boss client on the same database, with no workers: it only queues, as a service does.
  boss = await startBoss(t.db, pino({ level: 'silent' }), { schedule: false })
  enfileirar = queueMailer(boss, createCipher(tokenKey(t.config)))
})
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false, wait: true })
  await t.close()
})

describe('the e-mail queue', () => {
  it('sends a burst of 60 messages in a few seconds', async () => {
    const destinos = Array.from({ length: 60 }, (_, i) => `cliente${i}@exemplo.com.br`)
    for (const to of destinos) await enfileirar(mail(to))
    // One a second took a minute; the batches take a few seconds even on a busy machine.
    await eventually('os 60 e-mails', async () => (entregues.length >= 60 ? true : null))
    expect(entregues.toSorted()).toEqual(destinos.toSorted())
  })

  it('retries only the message that failed; its batch is not sent again', async () => {
    entregues.length = 0
    const destinos = [
      ...Array.from({ length: 9 }, (_, i) => `lote${i}@exemplo.com.br`),
      'recusado@exemplo.com.br',
    ]
    for (const to of destinos) await enfileirar(mail(to))
    await eventually('o lote sem o recusado', async () => (entregues.length >= 9 ? true : null))
    // The retry waits its back-off; bring it forward instead of waiting 30 seconds.
    await eventually('o novo agendamento', async () => {
      const { rowCount } = await t.pool.query(
        `update pgboss.job set start_after = now() where name = 'email' and state = 'retry'`,
      )
      return rowCount ? true : null
    })
    await eventually('o recusado, na segunda tentativa', async () =>
      entregues.includes('recusado@exemplo.com.br') ? true : null,
    )
    expect(entregues.toSorted()).toEqual(destinos.toSorted())
    expect(tentativas.get('recusado@exemplo.com.br')).toBe(2)
    for (const to of destinos.slice(0, 9)) expect(tentativas.get(to)).toBe(1)
  })
})
