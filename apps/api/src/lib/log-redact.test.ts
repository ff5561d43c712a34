// What the logs hold while secrets pass through the app: a reset token (path and query), the
// Mercado Pago OAuth code and state, its tokens, the session cookie, a webhook signature, the
// simulator's control token, a password in a URL, a reset e-mail written to the outbox. None of
// their values may appear in any line, JSON or readable. Request lines only with LOG_LEVEL=debug.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { logDestination, loggerOptions, redactSecrets } from './log-redact.ts'

const lines: string[] = []
const logStream = { write: (line: string) => void lines.push(line) }

let t: TestApp
beforeAll(async () => {
  // Debug: the request lines (with their URLs) are logged too.
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream })
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

  it('names the outbox file, the recipient and the links of an e-mail, not its text nor a secret', async () => {
    const { email } = await signUp(t.app)
    await t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
    const token = await resetToken(email)
    const entry = lines
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'e-mail gravado na caixa de saída' && l.to === email)
    expect(entry).toMatchObject({ to: email, subject: 'Recria — redefinição de senha' })
    expect(entry.text).toBeUndefined()
    expect(entry.links).toEqual([`${t.config.publicUrl}/redefinir-senha?token=[redacted]`])
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

describe('request lines', () => {
  it('are not logged at info; warnings are', async () => {
    const quiet: string[] = []
    const info = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void quiet.push(line) } },
    )
    try {
      expect((await info.app.inject({ method: 'GET', url: '/api/impacto' })).statusCode).toBe(200)
      expect((await info.app.inject({ method: 'GET', url: '/api/nao-existe' })).statusCode).toBe(404)
      info.app.log.warn('um aviso')
      const messages = quiet.map((line) => JSON.parse(line).msg)
      expect(messages).not.toContain('incoming request')
      expect(messages).not.toContain('request completed')
      expect(quiet.some((line) => line.includes('/api/impacto'))).toBe(false)
      expect(messages).toContain('um aviso')
    } finally {
      await info.close()
    }
    const requestLines = lines.map((line) => JSON.parse(line).msg)
    expect(requestLines).toContain('incoming request')
    expect(requestLines).toContain('request completed')
  })
})

describe('readable lines (LOG_FORMAT=pretty)', () => {
  it('one line each, with the time, the level, the message and the fields, secrets redacted', () => {
    let out = ''
    const destination = new Writable({
      write(chunk, _encoding, done) {
        out += chunk
        done()
      },
    })
    const config = { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' } as const
    const { stream, ...options } = loggerOptions(config, logDestination(config, destination))
    const log = pino(options, stream)
    log.info(
      { to: 'ana@exemplo.com', links: ['http://localhost:3000/pedidos/7'] },
      'e-mail gravado na caixa de saída',
    )
    log.warn({ headers: { 'x-sim-token': 'token-de-controle-secreto' } }, 'GET /x?token=segredo-123')
    log.debug('não aparece em info')
    const linhas = out.trim().split('\n')
    expect(linhas).toHaveLength(2)
    expect(linhas[0]).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] INFO: e-mail gravado na caixa de saída \{"to":"ana@exemplo.com","links":\["http:\/\/localhost:3000\/pedidos\/7"\]\}$/,
    )
    expect(linhas[1]).toContain('WARN: GET /x?token=[redacted]')
    expect(out).not.toContain('segredo-123')
    expect(out).not.toContain('token-de-controle-secreto')
    expect(out).not.toContain('"level"')
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

  it('redacts Mercado Pago tokens and codes, and the password of a URL, wherever they appear', () => {
    const access = 'APP_USR-8421039756123401-112719-0123456789abcdef0123456789abcdef-1800000001'
    expect(redactSecrets(`token ${access} expirado`)).toBe('token [redacted] expirado')
    expect(redactSecrets('refresh TG-0123456789abcdef01234567-1800000001 girado')).toBe(
      'refresh [redacted] girado',
    )
    expect(
      redactSecrets('connect ECONNREFUSED postgres://recria:senha-do-banco@db.interno:5432/recria'),
    ).toBe('connect ECONNREFUSED postgres://recria:[redacted]@db.interno:5432/recria')
    expect(redactSecrets('Invalid login: smtp://envio%40recria.com.br:s3nh4@smtp.exemplo.com:587')).toBe(
      'Invalid login: smtp://envio%40recria.com.br:[redacted]@smtp.exemplo.com:587',
    )
    // Not a secret: an address without a password, a user's e-mail, a TG- word too short to be a token.
    for (const text of ['postgres://db.interno:5432/recria', 'ana@exemplo.com', 'TG-curto']) {
      expect(redactSecrets(text)).toBe(text)
    }
  })

  it('redacts the fields and headers that are secrets in a logged object', () => {
    const out: string[] = []
    const log = pino(loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }), {
      write: (line: string) => void out.push(line),
    })
    log.info({
      headers: { 'x-sim-token': 'controle-1', authorization: 'Bearer x-2' },
      access_token: 'acesso-3',
      refresh_token: 'renovacao-4',
      client_secret: 'segredo-5',
      password: 'senha-6',
    })
    const [line] = out
    for (const secret of ['controle-1', 'x-2', 'acesso-3', 'renovacao-4', 'segredo-5', 'senha-6'])
      expect(line).not.toContain(secret)
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      headers: { 'x-sim-token': '[redacted]', authorization: '[redacted]' },
      access_token: '[redacted]',
      password: '[redacted]',
    })
  })
})
