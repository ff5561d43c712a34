// Failed passwords on one e-mail are bounded from every address together; the owner's own browser,
// which signed in before, is spared (docs/decisions/044-email-change-and-login-ceiling.md).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { registration } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_EMAIL_FAILURES_MAX: '3' })
})
afterAll(() => t.close())

const MUITAS = { mensagem: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' }
let lastIp = 0
const newIp = () => `10.1.0.${++lastIp}`
const login = (email: string, senha: string, ip = newIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  })
const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
  const cookie = res.cookies.find((c) => c.name === 'recria_dispositivo')
  if (!cookie) throw new Error('no device cookie')
  return cookie
}

async function newUser() {
  const body = registration()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: body,
    remoteAddress: newIp(),
  })
  expect(res.statusCode).toBe(201)
  return { ...body, id: res.json().id_usuario as number }
}
const sessions = async (id: number) =>
  (await t.pool.query('select count(*)::int as n from sessoes where id_usuario = $1', [id])).rows[0].n

it('past the ceiling of failures from many addresses, a browser new to the account waits: 429, Retry-After', async () => {
  const user = await newUser()
  for (let i = 0; i < 3; i++) expect((await login(user.email, 'errada-123')).statusCode).toBe(401)
  const res = await login(user.email, user.senha)
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual(MUITAS)
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
  expect(res.cookies).toEqual([])
  expect(await sessions(user.id)).toBe(0)
  const { rows } = await t.pool.query('select contagem from limites_tentativas where chave = $1', [
    `login:falhas-conta:${user.email}`,
  ])
  expect(rows).toEqual([{ contagem: 3 }])
})

it('the owner signs in from the browser that signed in before, whatever its address', async () => {
  const user = await newUser()
  const first = await login(user.email, user.senha)
  expect(first.statusCode).toBe(200)
  const device = deviceOf(first)
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86_400 })
  for (let i = 0; i < 3; i++) await login(user.email, 'errada-123')
  expect((await login(user.email, user.senha)).statusCode).toBe(429)
  const again = await login(user.email, user.senha, newIp(), `recria_dispositivo=${device.value}`)
  expect(again.statusCode).toBe(200)
  expect(await sessions(user.id)).toBe(2)
})

it("another account's device cookie, or a forged one, does not spare the e-mail", async () => {
  const victim = await newUser()
  const attacker = await newUser()
  const own = deviceOf(await login(attacker.email, attacker.senha))
  for (let i = 0; i < 3; i++) await login(victim.email, 'errada-123')
  const [nonce] = own.value.split('.')
  for (const value of [
    own.value,
    `${nonce}.${'0'.repeat(64)}`,
    `${nonce}.${encodeURIComponent('é'.repeat(64))}`,
    'lixo',
  ]) {
    const res = await login(victim.email, victim.senha, newIp(), `recria_dispositivo=${value}`)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(MUITAS)
  }
  expect(await sessions(victim.id)).toBe(0)
})
