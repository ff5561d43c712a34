// Sign-in, registration, forgot-password and reset are limited per IP and per e-mail
// (docs/design.md#sessions-and-security).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_IP_MAX: '5' })
})
afterAll(() => t.close())

const MUITAS = { mensagem: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' }
let lastIp = 0
/** A fresh client address, so each test starts with its own per-IP counter. */
const newIp = () => `10.0.0.${++lastIp}`

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress })
const login = (email: string, senha: string, ip: string) => post('/api/auth/login', { email, senha }, ip)
const register = (body: Record<string, unknown>, ip: string) => post('/api/usuarios', body, ip)
const forgot = (email: string, ip: string) => post('/api/auth/esqueci-senha', { email }, ip)

async function newUser() {
  const body = registration()
  expect((await register(body, newIp())).statusCode).toBe(201)
  return body
}

describe('POST /api/auth/login', () => {
  it('counts failures only: good sign-ins never lock the owner out', async () => {
    const { email, senha } = await newUser()
    const ip = newIp()
    for (let i = 0; i < 4; i++) expect((await login(email, senha, ip)).statusCode).toBe(200)
  })

  it('makes an e-mail and IP wait after 3 failures, with Retry-After, and a success clears them', async () => {
    const { email, senha } = await newUser()
    const ip = newIp()
    for (const attempt of [email, email.toUpperCase(), email]) {
      expect((await login(attempt, 'errada-123', ip)).statusCode).toBe(401)
    }
    const res = await login(email, senha, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(res.cookies).toEqual([])

    await t.pool.query('update limites_tentativas set bloqueado_ate = now() where chave like $1', [
      `login:falhas:%:${ip}`,
    ])
    expect((await login(email, senha, ip)).statusCode).toBe(200)
    const { rows } = await t.pool.query('select 1 from limites_tentativas where chave like $1', [
      `login:falhas:%:${ip}`,
    ])
    expect(rows).toEqual([])
  })

  it('lets a stranger fail on purpose without locking the owner out', async () => {
    const { email, senha } = await newUser()
    const stranger = newIp()
    for (let i = 0; i < 3; i++) await login(email, 'errada-123', stranger)
    expect((await login(email, senha, stranger)).statusCode).toBe(429)
    expect((await login(email, senha, newIp())).statusCode).toBe(200)
  })

  it('doubles the wait with each further failure, never beyond the window', async () => {
    const { email } = await newUser()
    const ip = newIp()
    const delay = async () => {
      const { rows } = await t.pool.query(
        `select extract(epoch from bloqueado_ate - now()) as s from limites_tentativas where chave = $1`,
        [`login:falhas:${email}:${ip}`],
      )
      return Math.round(Number(rows[0].s))
    }
    for (let i = 0; i < 3; i++) await login(email, 'errada-123', ip)
    expect(await delay()).toBe(1)
    const waitOver = () =>
      t.pool.query('update limites_tentativas set bloqueado_ate = now() where chave = $1', [
        `login:falhas:${email}:${ip}`,
      ])
    await waitOver()
    await login(email, 'errada-123', ip)
    expect(await delay()).toBe(2)
    await waitOver()
    await login(email, 'errada-123', ip)
    expect(await delay()).toBe(4)
    await t.pool.query(
      'update limites_tentativas set contagem = 40, bloqueado_ate = now() where chave = $1',
      [`login:falhas:${email}:${ip}`],
    )
    // The IP's own ceiling (5 attempts here) is not what this test is about.
    await t.pool.query('delete from limites_tentativas where chave = $1', [`login:ip:${ip}`])
    await login(email, 'errada-123', ip)
    expect(await delay()).toBe(900)
  })

  it('answers 429 after 5 attempts from one IP, while another IP is unaffected', async () => {
    const { email, senha } = await newUser()
    const ip = newIp()
    for (let i = 0; i < 5; i++) {
      expect((await login(`outra${i}@exemplo.com.br`, 'errada-123', ip)).statusCode).toBe(401)
    }
    const blocked = await login(email, senha, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(MUITAS)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800)
    expect((await login(email, senha, newIp())).statusCode).toBe(200)
  })
})

describe('POST /api/usuarios', () => {
  it('answers 429 after 5 registrations from one IP and creates no row; another IP registers', async () => {
    const ip = newIp()
    for (let i = 0; i < 5; i++) expect((await register(registration(), ip)).statusCode).toBe(201)
    const sixth = registration()
    const res = await register(sixth, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800)
    const { rows } = await t.pool.query('select 1 from usuarios where email = $1', [sixth.email])
    expect(rows).toEqual([])
    expect((await register(registration(), newIp())).statusCode).toBe(201)
  })

  it('answers 429 to the 4th registration attempt for the same e-mail', async () => {
    const body = await newUser()
    for (let i = 0; i < 2; i++)
      expect((await register(registration({ email: body.email }), newIp())).statusCode).toBe(409)
    const res = await register(registration({ email: body.email }), newIp())
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800)
  })
})

describe('POST /api/auth/esqueci-senha and /api/auth/redefinir-senha', () => {
  it('answers 429 to the 4th request for the same e-mail and issues no 4th token', async () => {
    const { email } = await newUser()
    for (let i = 0; i < 3; i++) expect((await forgot(email, newIp())).statusCode).toBe(200)
    const res = await forgot(email, newIp())
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800)
    const { rows } = await t.pool.query(
      'select count(*)::int as n from tokens_redefinicao_senha r join usuarios u using (id_usuario) where u.email = $1',
      [email],
    )
    expect(rows[0].n).toBe(3)
  })

  it('answers 429 after 5 requests from one IP, while another IP is unaffected', async () => {
    const ip = newIp()
    for (let i = 0; i < 5; i++) expect((await forgot(`alguem${i}@exemplo.com.br`, ip)).statusCode).toBe(200)
    expect((await forgot('mais-um@exemplo.com.br', ip)).statusCode).toBe(429)
    expect((await forgot('mais-um@exemplo.com.br', newIp())).statusCode).toBe(200)
  })

  it('answers 429 after 5 reset attempts from one IP (no guessing tokens)', async () => {
    const ip = newIp()
    const reset = (addr: string) =>
      post('/api/auth/redefinir-senha', { token: 'x'.repeat(43), novaSenha: 'nova-senha-456' }, addr)
    for (let i = 0; i < 5; i++) expect((await reset(ip)).statusCode).toBe(400)
    const res = await reset(ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800)
    expect((await reset(newIp())).statusCode).toBe(400)
  })
})
