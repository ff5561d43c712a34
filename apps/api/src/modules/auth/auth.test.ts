import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, sessionCookie, signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /api/auth/login', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie and answers {usuario, perfis}', async () => {
    const body = registration({ perfis: ['comprador', 'vendedor'] })
    await t.app.inject({ method: 'POST', url: '/api/usuarios', payload: body })
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email.toUpperCase(), senha: body.senha } })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'recria_sessao')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 1800 })
    const answer = res.json()
    expect(answer.perfis).toEqual([{ perfil: 'comprador' }, { perfil: 'vendedor' }])
    expect(answer.usuario).toMatchObject({ email: body.email, nome: body.nome, perfil: 'comprador' })
    expect(JSON.stringify(answer)).not.toMatch(/senha|hash/i)
  })

  it('refuses a wrong password with the specification message', async () => {
    const { email } = await signUp(t.app)
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha: 'errada-123' } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ mensagem: 'E-mail ou senha inválidos. Tente novamente.' })
  })
})

describe('GET /api/usuarios/me', () => {
  it('answers 401 TOKEN_NAO_FORNECIDO without a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json().codigo).toBe('TOKEN_NAO_FORNECIDO')
  })

  it('answers the signed-in user, and TOKEN_INVALIDO after logout', async () => {
    const { cookie, usuario } = await signUp(t.app)
    const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
    expect(me.json()).toEqual(usuario)
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(200)
    const after = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
    expect(after.statusCode).toBe(401)
    expect(after.json().codigo).toBe('TOKEN_INVALIDO')
  })

  it('answers TOKEN_EXPIRADO once the 30 minutes are over', async () => {
    const { cookie } = await signUp(t.app)
    await t.pool.query(`update sessoes set expira_em = now() - interval '1 second'`)
    const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ codigo: 'TOKEN_EXPIRADO', mensagem: 'Sua sessão expirou. Faça login novamente.' })
  })

  it('keeps only the token hash in the database', async () => {
    const { cookie } = await signUp(t.app)
    const token = cookie.split('=')[1]
    const { rows } = await t.pool.query('select token_hash from sessoes')
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
    expect(sessionCookie).toBeTypeOf('function')
  })
})
