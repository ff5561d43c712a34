import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie, signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface OutboxMail {
  to: { address: string }[]
  subject: string
  text: string
  html: string
}

const TOKEN_INVALIDO = { mensagem: 'Token inválido ou expirado.' }
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

async function outbox(): Promise<OutboxMail[]> {
  const names = await readdir(t.config.outboxDir).catch(() => [])
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(t.config.outboxDir, name), 'utf8'))),
  )
}

const mailsTo = async (email: string) =>
  (await outbox()).filter((mail) => mail.to.some((to) => to.address === email))

/** E-mails go out through a job: poll the outbox (up to 15 s) until `count` were sent to `email`. */
async function waitForMails(email: string, count: number): Promise<OutboxMail[]> {
  for (let i = 0; i < 750; i++) {
    const found = await mailsTo(email)
    if (found.length > count) throw new Error(`${found.length} e-mails to ${email}, expected ${count}`)
    if (found.length === count) return found
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no e-mail to ${email} in ${t.config.outboxDir}`)
}

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/esqueci-senha', payload: { email } })
const validate = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/validar-token/${token}` })
const reset = (token: string, novaSenha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/redefinir-senha', payload: { token, novaSenha } })
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } })
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })

/** Asks for a reset and answers the token read from the link in the e-mail. */
async function tokenFor(email: string): Promise<string> {
  const before = await mailsTo(email)
  expect((await forgot(email)).statusCode).toBe(200)
  const after = await waitForMails(email, before.length + 1)
  const mail = after.find((m) => !before.some((b) => b.text === m.text)) ?? assert.fail('no new e-mail')
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '')
  expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/redefinir-senha`)
  return link.searchParams.get('token') ?? ''
}

describe('POST /api/auth/esqueci-senha', () => {
  it('answers the same for an unknown and a known e-mail, and mails only the known one', async () => {
    const { email, usuario } = await signUp(t.app)
    const unknown = await forgot('ninguem@exemplo.com.br')
    const known = await forgot(email.toUpperCase())
    expect(unknown.statusCode).toBe(200)
    expect(known.statusCode).toBe(200)
    expect(unknown.json()).toEqual({
      mensagem: 'Se o e-mail estiver cadastrado, você receberá as instruções para redefinir sua senha.',
    })
    expect(known.body).toBe(unknown.body)

    const [mail] = await waitForMails(email, 1)
    expect(mail?.subject).toBe('Recria — redefinição de senha')
    expect(mail?.text).toContain('O link vale por 1 hora e pode ser usado uma única vez.')
    expect((await outbox()).flatMap((m) => m.to.map((to) => to.address))).toEqual([email])

    const { rows } = await t.pool.query('select * from tokens_redefinicao_senha')
    expect(rows.map((r) => r.id_usuario)).toEqual([usuario.id_usuario])
    const hours = (rows[0].expira_em.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(0.99)
    expect(hours).toBeLessThanOrEqual(1)
  })

  it('answers 400 for a malformed e-mail', async () => {
    const res = await forgot('sem-arroba')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'E-mail inválido.', erros: { email: 'E-mail inválido.' } })
  })
})

describe('validar-token and redefinir-senha', () => {
  it('resets the password once, ends every session, and keeps only the token hash', async () => {
    const { email, senha, cookie, usuario } = await signUp(t.app)
    const otherDevice = sessionCookie(await login(email, senha))
    const token = await tokenFor(email)
    expect(token).toMatch(/^[\w-]{43}$/)

    const { rows } = await t.pool.query(
      'select token_hash from tokens_redefinicao_senha where id_usuario = $1',
      [usuario.id_usuario],
    )
    expect(rows).toEqual([{ token_hash: sha256(token) }])

    const valid = await validate(token)
    expect(valid.statusCode).toBe(200)
    expect(valid.json()).toEqual({ valido: true })

    const done = await reset(token, 'nova-senha-456')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ mensagem: 'Senha redefinida com sucesso.' })

    for (const session of [cookie, otherDevice])
      expect((await me(session)).json().codigo).toBe('TOKEN_INVALIDO')
    expect((await login(email, senha)).statusCode).toBe(401)
    expect((await login(email, 'nova-senha-456')).statusCode).toBe(200)

    const again = await reset(token, 'outra-senha-789')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(TOKEN_INVALIDO)
    expect((await validate(token)).json()).toEqual(TOKEN_INVALIDO)
    expect((await login(email, 'outra-senha-789')).statusCode).toBe(401)
  })

  it('voids the older links of the user once one of them resets the password', async () => {
    const { email } = await signUp(t.app)
    const older = await tokenFor(email)
    const newer = await tokenFor(email)
    expect(newer).not.toBe(older)
    expect((await validate(older)).json()).toEqual({ valido: true })
    expect((await reset(newer, 'nova-senha-456')).statusCode).toBe(200)
    const res = await reset(older, 'senha-de-quem-achou-o-link')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(TOKEN_INVALIDO)
    expect((await login(email, 'nova-senha-456')).statusCode).toBe(200)
  })

  it('voids the links asked for before a password change', async () => {
    const account = await signUp(t.app)
    const link = await tokenFor(account.email)
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${account.usuario.id_usuario}/senha`,
      headers: { cookie: account.cookie },
      payload: {
        senhaAtual: account.senha,
        novaSenha: 'trocada-pela-dona',
        confirmarSenha: 'trocada-pela-dona',
      },
    })
    expect(changed.statusCode).toBe(200)
    const { rows } = await t.pool.query(
      'select count(*)::int as n from tokens_redefinicao_senha where id_usuario = $1 and usado_em is null',
      [account.usuario.id_usuario],
    )
    expect(rows[0].n).toBe(0)
    expect((await validate(link)).statusCode).toBe(400)
    const res = await reset(link, 'senha-de-quem-achou-o-link')
    expect([res.statusCode, res.json()]).toEqual([400, TOKEN_INVALIDO])
    expect((await login(account.email, 'trocada-pela-dona')).statusCode).toBe(200)
    expect((await login(account.email, 'senha-de-quem-achou-o-link')).statusCode).toBe(401)
  })

  it('refuses an unknown token with the documented message', async () => {
    const unknown = 'x'.repeat(43)
    for (const res of [await validate(unknown), await reset(unknown, 'nova-senha-456')]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(TOKEN_INVALIDO)
    }
  })

  it('refuses an expired token and leaves the password as it was', async () => {
    const { email, usuario } = await signUp(t.app)
    const token = await tokenFor(email)
    await t.pool.query(
      `update tokens_redefinicao_senha set expira_em = now() - interval '1 second' where id_usuario = $1`,
      [usuario.id_usuario],
    )
    const hashBefore = await passwordHash(usuario.id_usuario)
    for (const res of [await validate(token), await reset(token, 'nova-senha-456')]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(TOKEN_INVALIDO)
    }
    expect(await passwordHash(usuario.id_usuario)).toBe(hashBefore)
  })

  it('refuses a short new password and leaves the token usable', async () => {
    const { email, usuario } = await signUp(t.app)
    const token = await tokenFor(email)
    const hashBefore = await passwordHash(usuario.id_usuario)
    const res = await reset(token, 'curta12')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'A senha deve ter pelo menos 8 caracteres.',
      erros: { novaSenha: 'A senha deve ter pelo menos 8 caracteres.' },
    })
    expect(await passwordHash(usuario.id_usuario)).toBe(hashBefore)
    expect((await validate(token)).json()).toEqual({ valido: true })
  })
})

async function passwordHash(idUsuario: number): Promise<string> {
  const { rows } = await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [idUsuario])
  return rows[0].senha_hash
}
