// Connected accounts: /__sim/test-users, GET /users/me and refresh tokens, through the official SDK.
import { MercadoPagoConfig, OAuth, User } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIM_APP, SIM_CONTROL_TOKEN, startSimulator } from './sim-server.ts'

let sim: Awaited<ReturnType<typeof startSimulator>>
beforeAll(async () => {
  sim = await startSimulator()
})
afterAll(() => sim?.close())

type TestUser = Awaited<ReturnType<typeof sim.testUser>> & { public_key: string; expires_in: number }
const config = (accessToken: string) => new MercadoPagoConfig({ accessToken, options: { timeout: 5000 } })
const me = (accessToken: string) => new User(config(accessToken)).get()
const APP = { client_id: SIM_APP.clientId, client_secret: SIM_APP.clientSecret }
const refresh = (refresh_token: string, client_secret = SIM_APP.clientSecret) =>
  new OAuth(config('APP_USR-do-app')).refresh({ body: { ...APP, client_secret, refresh_token } })
const json = { 'content-type': 'application/json' }
const init = (body?: object) => ({
  method: 'POST',
  ...(body && { headers: json, body: JSON.stringify(body) }),
})
const createTestUser = (body?: object) => sim.control('/test-users', init(body))
const tokenShape = (id: number) => RegExp(`^APP_USR-${SIM_APP.clientId}-\\d{6}-[0-9a-f]{32}-${id}$`)
const unauthorized = { status: 401, error: 'unauthorized', message: 'invalid access token' }
const expire = (accessToken: string) =>
  sim.pool.query('update mp_sim.access_tokens set expires_at = now() where access_token = $1', [accessToken])

describe('POST /__sim/test-users', () => {
  it('creates a collector connected to the application, and never hands out a known account', async () => {
    const vendedora = { nickname: 'VENDEDORA_1', email: 'vendedora@example.com' }
    const res = await createTestUser(vendedora)
    const user = (await res.json()) as TestUser
    expect(res.status).toBe(201)
    const fields = ['access_token', 'email', 'expires_in', 'id', 'nickname', 'public_key', 'refresh_token']
    expect(Object.keys(user).sort()).toEqual(fields)
    expect(user).toMatchObject({ ...vendedora, expires_in: 15552000 })
    expect(user.id).toBeGreaterThanOrEqual(1_800_000_000)
    expect(user.access_token).toMatch(tokenShape(user.id))
    expect(user.refresh_token).toMatch(RegExp(`^TG-[0-9a-f]{24}-${user.id}$`))
    expect(user.public_key).toMatch(/^APP_USR-[0-9a-f-]{36}$/)

    const tokens = () => sim.pool.query('select count(*)::int as n from mp_sim.access_tokens')
    const before = (await tokens()).rows[0].n
    const again = await createTestUser({ email: 'VENDEDORA@example.com' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: 'conflict' })
    expect((await tokens()).rows[0].n).toBe(before)
  })

  it('answers only with the control token', async () => {
    const users = async () => (await sim.pool.query('select count(*)::int as n from mp_sim.users')).rows[0].n
    const before = await users()
    for (const token of [undefined, 'errado', `${SIM_CONTROL_TOKEN}x`]) {
      const res = await fetch(`${sim.baseUrl}/__sim/test-users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { 'x-sim-token': token }) },
        body: '{}',
      })
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([401, 'unauthorized'])
    }
    expect(await users()).toBe(before)
  })

  it('generates a test account when there is no body, as sim.testUser() relies on', async () => {
    const res = await createTestUser()
    const nickname = expect.stringMatching(/^TESTUSER\d+$/)
    expect([res.status, await res.json()]).toMatchObject([
      201,
      { nickname, email: expect.stringMatching(/@testuser/) },
    ])
    const viaHarness = await sim.testUser()
    expect(await me(viaHarness.access_token)).toMatchObject({ id: viaHarness.id, email: viaHarness.email })
  })

  it('refuses a malformed body with 400 bad_request', async () => {
    for (const body of [{ email: 'sem-arroba' }, { nickname: 42 }, { nickname: ' ' }]) {
      const res = await createTestUser(body)
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, 'bad_request'])
    }
  })
})

describe('GET /users/me', () => {
  it('answers the account behind a valid token', async () => {
    const user = await sim.testUser()
    const profile = await me(user.access_token)
    const names = { first_name: 'Teste', last_name: 'Simulador' }
    expect(profile).toMatchObject({ id: user.id, nickname: user.nickname, email: user.email, ...names })
    expect(profile).toMatchObject({ site_id: 'MLB', country_id: 'BR', tags: ['normal', 'test_user'] })
    expect(Date.parse(profile.registration_date ?? '')).not.toBeNaN()
  })

  it('answers 401 for a missing, unknown, revoked or expired token', async () => {
    const res = await fetch(`${sim.baseUrl}/users/me`)
    expect([res.status, await res.json()]).toEqual([401, { ...unauthorized, cause: [] }])
    await expect(me('APP_USR-1-010101-abc-1')).rejects.toMatchObject(unauthorized)

    const [revoked, expired] = [await sim.testUser(), await sim.testUser()]
    const revoke = 'update mp_sim.access_tokens set revoked_at = now() where access_token = $1'
    await sim.pool.query(revoke, [revoked.access_token])
    await expire(expired.access_token)
    await expect(me(revoked.access_token)).rejects.toMatchObject(unauthorized)
    await expect(me(expired.access_token)).rejects.toMatchObject(unauthorized)
  })
})

describe('grant_type=refresh_token', () => {
  it('rotates: a new pair for the same account; the old refresh and access tokens stop working', async () => {
    const user = await sim.testUser()
    const first = await refresh(user.refresh_token)
    const shape = { user_id: user.id, token_type: 'bearer', expires_in: 15552000, live_mode: false }
    expect(first).toMatchObject({ ...shape, scope: 'offline_access read write' })
    expect(first.access_token).toMatch(tokenShape(user.id))
    expect(first.refresh_token).not.toBe(user.refresh_token)

    await expect(refresh(user.refresh_token)).rejects.toMatchObject({ status: 400, error: 'invalid_grant' })
    await expect(me(user.access_token)).rejects.toMatchObject(unauthorized)
    await expect(me(first.access_token ?? '')).resolves.toMatchObject({ id: user.id })
    expect((await refresh(first.refresh_token ?? '')).public_key).toBe(first.public_key)
  })

  it('works after the access token expired; refuses bad client credentials and unknown tokens', async () => {
    const user = await sim.testUser()
    await expire(user.access_token)
    const invalidClient = { status: 400, error: 'invalid_client' }
    await expect(refresh(user.refresh_token, 'errado')).rejects.toMatchObject(invalidClient)
    const unknown = refresh('TG-000000000000000000000000-1')
    await expect(unknown).rejects.toMatchObject({ status: 400, error: 'invalid_grant' })
    await expect(refresh(user.refresh_token)).resolves.toMatchObject({ user_id: user.id })
  })

  it('lets only one of two concurrent refreshes win', async () => {
    const user = await sim.testUser()
    // Hold the token's row so both refreshes queue behind it before either can rotate it.
    const holder = await sim.pool.connect()
    await holder.query('begin')
    await holder.query('select 1 from mp_sim.access_tokens where refresh_token = $1 for update', [
      user.refresh_token,
    ])
    const race = Promise.allSettled([refresh(user.refresh_token), refresh(user.refresh_token)])
    const waiting = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`
    await expect.poll(async () => (await sim.pool.query(waiting)).rows[0].n).toBe(2)
    await holder.query('commit')
    holder.release()
    expect((await race).map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  })
})

describe('POST /oauth/token without the SDK', () => {
  it('takes form bodies and answers missing parameters and other grants like the real API', async () => {
    const post = async (form: Record<string, string>) => {
      const res = await fetch(`${sim.baseUrl}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams(form),
      })
      return { status: res.status, body: await res.json() }
    }
    const required = 'the following parameters are required: grant_type, client_id, client_secret.'
    const body = {
      status: 400,
      error: 'invalid_request',
      message: `${required} Missing parameters: client_id`,
    }
    const noClient = await post({ grant_type: 'refresh_token', client_secret: 'x' })
    expect(noClient).toEqual({ status: 400, body: { ...body, cause: [] } })
    const noToken = (await post({ ...APP, grant_type: 'refresh_token' })).body
    expect(noToken).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/: refresh_token$/),
    })
    const other = await post({ ...APP, grant_type: 'client_credentials' })
    expect(other).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } })
    const { refresh_token } = await sim.testUser()
    const ok = await post({ ...APP, grant_type: 'refresh_token', refresh_token })
    expect(ok).toMatchObject({ status: 200, body: { token_type: 'bearer', live_mode: false } })
  })
})
