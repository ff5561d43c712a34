// The simulator's test-control API approves payments and creates connected accounts: on the
// product's own port it must not exist by default, and with a token it answers only to that token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

const CONTROL = [
  ['POST', '/mp-sim/__sim/payments/1/status', { status: 'approved' }],
  ['POST', '/mp-sim/__sim/test-users', { email: 'vendedor@recria.com.br' }],
  ['POST', '/mp-sim/__sim/checkout/1/pay', { payment_method_id: 'master', cardholder_name: 'APRO' }],
  ['POST', '/mp-sim/__sim/webhooks/faults', { duplicate: 3 }],
  ['GET', '/mp-sim/__sim/webhooks/deliveries?payment_id=1', undefined],
] as const

const simUsers = (t: TestApp) => t.pool.query('select count(*)::int as n from mp_sim.users')

describe('by default', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers no control route, and changes nothing', async () => {
    const before = (await simUsers(t)).rows[0].n
    for (const [method, url, payload] of CONTROL) {
      const res = await t.app.inject({ method, url, ...(payload && { payload }) })
      expect(res.statusCode, url).toBe(404)
    }
    expect((await simUsers(t)).rows[0].n).toBe(before)
  })

  it('keeps the simulator out of the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = Object.keys(docs.json().paths)
    expect(paths.filter((path) => path.includes('mp-sim'))).toEqual([])
    expect(paths).toContain('/usuarios/me')
  })
})

describe('with a control token', () => {
  let t: TestApp
  const token = 'um-token-de-controle-longo'
  beforeAll(async () => {
    t = await createTestApp({ MP_SIM_CONTROL_TOKEN: token })
  })
  afterAll(() => t.close())

  it('refuses callers without the token', async () => {
    for (const headers of [{}, { 'x-sim-token': 'outro-token-qualquer-123' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mp-sim/__sim/test-users',
        headers,
        payload: {},
      })
      expect(res.statusCode).toBe(401)
    }
  })

  it("never hands out an existing account's tokens", async () => {
    const headers = { 'x-sim-token': token }
    const payload = { email: 'dona-da-conta@exemplo.com' }
    const first = await t.app.inject({ method: 'POST', url: '/mp-sim/__sim/test-users', headers, payload })
    expect(first.statusCode).toBe(201)
    const again = await t.app.inject({ method: 'POST', url: '/mp-sim/__sim/test-users', headers, payload })
    expect(again.statusCode).toBe(409)
    expect(again.json().access_token).toBeUndefined()
  })
})
