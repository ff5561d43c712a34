import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, sessionCookie, signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload })
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: cookie ? { cookie } : {} })
const sessionsOf = async (idUsuario: number) =>
  (await t.pool.query('select * from sessoes where id_usuario = $1', [idUsuario])).rows
const LOGIN_INVALIDO = { mensagem: 'E-mail ou senha inválidos. Tente novamente.' }

describe('POST /api/auth/login', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie and answers {usuario, perfis}', async () => {
    const body = registration({ perfis: ['comprador', 'vendedor'] })
    await t.app.inject({ method: 'POST', url: '/api/usuarios', payload: body })
    const res = await login({ email: body.email.toUpperCase(), senha: body.senha })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'recria_sessao')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 1800 })
    const answer = res.json()
    expect(answer.perfis).toEqual([{ perfil: 'comprador' }, { perfil: 'vendedor' }])
    expect(answer.usuario).toMatchObject({ email: body.email, nome: body.nome, perfil: 'comprador' })
    expect(JSON.stringify(answer)).not.toMatch(/senha|hash/i)
  })

  it('keeps only the SHA-256 of the token, with a session ending 30 minutes after sign-in', async () => {
    const { cookie, usuario } = await signUp(t.app)
    const token = cookie.split('=')[1] ?? ''
    expect(token).toMatch(/^[\w-]{43}$/) // 256 random bits, base64url
    const [session, ...others] = await sessionsOf(usuario.id_usuario)
    expect(others).toEqual([])
    expect(session.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    const minutes = (session.expira_em.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29.5)
    expect(minutes).toBeLessThanOrEqual(30)
  })

  it('refuses a wrong password and an unknown e-mail with the same message, opening no session', async () => {
    const { email, usuario } = await signUp(t.app)
    const wrong = await login({ email, senha: 'errada-123' })
    const unknown = await login({ email: 'ninguem@exemplo.com.br', senha: 'errada-123' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(LOGIN_INVALIDO)
      expect(res.cookies).toEqual([])
    }
    expect(await sessionsOf(usuario.id_usuario)).toHaveLength(1) // only signUp's own session
  })

  it.each([
    [{ email: '', senha: 'x' }, 'O e-mail é obrigatório.', 'email'],
    [{ email: 'ana@exemplo.com' }, 'Informe a senha.', 'senha'],
  ])('answers 400 for missing credentials %j', async (payload, mensagem, field) => {
    const res = await login(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros: { [field]: mensagem } })
  })
})

describe('GET /api/usuarios/me and POST /api/auth/logout', () => {
  it('answers 401 TOKEN_NAO_FORNECIDO without a cookie', async () => {
    const res = await me()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      codigo: 'TOKEN_NAO_FORNECIDO',
      mensagem: 'Você precisa estar logado para acessar este recurso.',
    })
  })

  it.each([
    ['garbage', 'recria_sessao=lixo'],
    ['well-shaped but unknown', `recria_sessao=${'a'.repeat(43)}`],
  ])('answers 401 TOKEN_INVALIDO for a %s cookie', async (_case, cookie) => {
    const res = await me(cookie)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      codigo: 'TOKEN_INVALIDO',
      mensagem: 'Sessão inválida. Faça login novamente.',
    })
  })

  it('answers the signed-in user; logout deletes the session, clears the cookie and the cookie stops working', async () => {
    const { cookie, usuario } = await signUp(t.app)
    const before = await me(cookie)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual(usuario)

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ mensagem: 'Sessão encerrada.' })
    const cleared = out.cookies.find((c) => c.name === 'recria_sessao')
    expect(cleared?.value).toBe('')
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now())
    expect(await sessionsOf(usuario.id_usuario)).toEqual([])

    const after = await me(cookie)
    expect(after.statusCode).toBe(401)
    expect(after.json().codigo).toBe('TOKEN_INVALIDO')
  })

  it('logs out without a session too (200), ending nobody else’s session', async () => {
    const { usuario } = await signUp(t.app)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' })
    expect(res.statusCode).toBe(200)
    expect(await sessionsOf(usuario.id_usuario)).toHaveLength(1)
  })

  it('answers TOKEN_EXPIRADO once the 30 minutes are over, and a new sign-in works again', async () => {
    const { cookie, usuario, email, senha } = await signUp(t.app)
    await t.pool.query(`update sessoes set expira_em = now() - interval '1 second' where id_usuario = $1`, [
      usuario.id_usuario,
    ])
    const res = await me(cookie)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      codigo: 'TOKEN_EXPIRADO',
      mensagem: 'Sua sessão expirou. Faça login novamente.',
    })

    const again = await login({ email, senha })
    expect((await me(sessionCookie(again))).json().id_usuario).toBe(usuario.id_usuario)
    expect(await sessionsOf(usuario.id_usuario)).toHaveLength(1) // the expired one was cleaned up
  })
})
