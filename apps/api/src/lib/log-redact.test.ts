// What the logs hold while secrets pass through the app: a reset token (path and query), the
// Mercado Pago OAuth code and state, the session cookie, a webhook signature, a reset e-mail
// written to the outbox. None of their values may appear in any line.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { redactSecrets } from './log-redact.ts'

const lines: string[] = []
const logStream = { write: (line: string) => void lines.push(line) }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
})
afterAll(() => t.close())

const logged = () => lines.join('')

/** The reset token read from the link of the e-mail written to the outbox (polled up to 15 s). */
async function resetToken(email: string): Promise<string> {
  for (let i = 0; i < 750; i++) {
    const names = await readdir(t.config.outboxDir).catch(() => [])
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))
      const link = mail.to[0].address === email && mail.text.match(/https?:\/\/\S+/)?.[0]
      if (link) return new URL(link).searchParams.get('token') ?? ''
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no e-mail to ${email} in ${t.config.outboxDir}`)
}

describe('log lines', () => {
  it('never carry a reset token, an OAuth code or state, the session cookie or a webhook signature', async () => {
    const { email, cookie } = await signUp(t.app)
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
    expect(forgot.statusCode).toBe(200)
    const token = await resetToken(email)
    expect(token).toMatch(/^\S{20,}$/)

    const validate = await t.app.inject({ method: 'GET', url: `/api/auth/validar-token/${token}` })
    expect(validate.statusCode).toBe(200)
    await t.app.inject({ method: 'GET', url: `/redefinir-senha?token=${token}` })
    await t.app.inject({ method: 'GET', url: `/api/auth/validar-token/${token}/a-mais` })
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/mercadopago/callback?code=TG-codigo-secreto-1234&state=estado-secreto-5678',
      headers: { cookie },
    })
    await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/webhook?data.id=1&type=payment',
      headers: { 'x-signature': 'ts=1,v1=assinatura-secreta-9abc', 'x-request-id': 'r1' },
      payload: { data: { id: '1' }, type: 'payment' },
    })
    await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })

    const text = logged()
    const sessao = cookie.split('=')[1] ?? ''
    expect(sessao.length).toBeGreaterThan(10)
    for (const secret of [
      token,
      sessao,
      'TG-codigo-secreto-1234',
      'estado-secreto-5678',
      'assinatura-secreta-9abc',
    ])
      expect(text).not.toContain(secret)

    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean)
    expect(urls).toContain('/api/auth/validar-token/[redacted]')
    expect(urls).toContain('/redefinir-senha?token=[redacted]')
    expect(urls).toContain('/api/auth/validar-token/[redacted]/a-mais')
    expect(urls).toContain('/api/auth/mercadopago/callback?code=[redacted]&state=[redacted]')
    expect(urls).toContain('/api/mercadopago/webhook?data.id=1&type=payment')
  })

  it('names the outbox file and the recipient of an e-mail, not its text', async () => {
    const { email } = await signUp(t.app)
    await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
    const token = await resetToken(email)
    const entry = lines
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'e-mail gravado na caixa de saída' && l.to === email)
    expect(entry).toMatchObject({ to: email, subject: 'Recria — redefinição de senha' })
    expect(entry.text).toBeUndefined()
    // The demo's link is still there, in the file the line names.
    expect(await readFile(entry.file, 'utf8')).toContain(`/redefinir-senha?token=${token}`)
    expect(logged()).not.toContain(token)
  })

  it('redact a URL quoted in a message or in an error', () => {
    t.app.log.info('Route GET:/api/auth/validar-token/token-na-mensagem-1 not found')
    t.app.log.error(
      { err: new Error('GET /api/auth/mercadopago/callback?code=codigo-no-erro-2&state=x falhou') },
      'falha',
    )
    const text = logged()
    expect(text).not.toContain('token-na-mensagem-1')
    expect(text).not.toContain('codigo-no-erro-2')
    expect(text).toContain('Route GET:/api/auth/validar-token/[redacted] not found')
    expect(text).toContain('GET /api/auth/mercadopago/callback?code=[redacted]&state=[redacted] falhou')
  })
})

describe('redactSecrets', () => {
  it('redacts secret parameters and path segments in any text, and keeps the rest', () => {
    expect(redactSecrets('Route GET:/api/auth/validar-token/abc123/x?q=1 not found')).toBe(
      'Route GET:/api/auth/validar-token/[redacted]/x?q=1 not found',
    )
    expect(redactSecrets('/x?q=bolsa&%74oken=abc&access_token=def&pagina=2')).toBe(
      '/x?q=bolsa&%74oken=[redacted]&access_token=[redacted]&pagina=2',
    )
    expect(redactSecrets('recria_sessao=abc.def; tema=claro')).toBe('recria_sessao=[redacted]; tema=claro')
    expect(redactSecrets('Authorization: Bearer APP_USR-123-abc')).toBe('Authorization: Bearer [redacted]')
  })
})
