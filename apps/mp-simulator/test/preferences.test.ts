import { MercadoPagoConfig, type MPBadRequestError, MPNotFoundError, Preference } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIM_APP, startSimulator } from './sim-server.ts'
import { PREFERENCE_ERRORS } from './support/cases.ts'
import { BACK_URLS, createPreference, ITEM, type Sim, seller } from './support/checkout-fixtures.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterAll(() => sim.close())

describe('POST /checkout/preferences', () => {
  it('answers the real shape, with init_point on the hosted checkout', async () => {
    const preference = await createPreference(owner.config, {
      auto_return: 'approved',
      notification_url: 'http://loja.test/api/mercadopago/webhook?source=mp',
      external_reference: 'pedido-123',
      marketplace_fee: 12.5,
      metadata: { pedido_id: 123 },
    })
    const checkout = `${sim.baseUrl}/checkout/v1/redirect?pref_id=${preference.id}`
    expect(preference).toMatchObject({
      init_point: checkout,
      sandbox_init_point: checkout,
      collector_id: owner.id,
      client_id: SIM_APP.clientId,
      operation_type: 'regular_payment',
      items: [
        { id: 'peca-42', title: 'Vestido de linho', quantity: 2, unit_price: 59.9, currency_id: 'BRL' },
      ],
      back_urls: BACK_URLS,
      auto_return: 'approved',
      notification_url: 'http://loja.test/api/mercadopago/webhook?source=mp',
      external_reference: 'pedido-123',
      marketplace_fee: 12.5,
      metadata: { pedido_id: 123 },
    })
    expect(preference.id).toMatch(
      new RegExp(`^${owner.id}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`),
    )
    expect(preference.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/)
    expect(preference.api_response.status).toBe(201)
  })

  it('gives items without an id one, and accepts the path without the trailing slash', async () => {
    const res = await fetch(`${sim.baseUrl}/checkout/preferences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ title: 'Bolsa', quantity: 1, unit_price: 80 }] }),
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as {
      items: { id: string }[]
      marketplace_fee: number
      auto_return: string
    }
    expect(body.items[0]?.id).toBe('1')
    expect(body).toMatchObject({ marketplace_fee: 0, auto_return: '' })
  })

  it('refuses a missing or unknown access token with 401', async () => {
    for (const authorization of [undefined, 'Bearer APP_USR-nao-existe']) {
      const res = await fetch(`${sim.baseUrl}/checkout/preferences/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ items: [ITEM] }),
      })
      expect(res.status).toBe(401)
    }
  })

  it.each(PREFERENCE_ERRORS)('refuses %s with 400 like the real API', async (_case, body, code, message) => {
    const error = (await createPreference(owner.config, body as never).catch((e) => e)) as MPBadRequestError
    expect(error.status).toBe(400)
    expect(error.error).toBe(code)
    expect(error.message).toBe(message)
    expect(error.causes).toEqual([{ code, description: message }])
  })

  it('accepts marketplace_fee equal to the total', async () => {
    const preference = await createPreference(owner.config, { marketplace_fee: 119.8 })
    expect(preference.marketplace_fee).toBe(119.8)
  })
})

describe('GET /checkout/preferences/{id}', () => {
  it('answers the owner what creation answered', async () => {
    const created = await createPreference(owner.config, { external_reference: 'pedido-9' })
    const read = await new Preference(owner.config).get({ preferenceId: created.id as string })
    const { api_response: _a, ...createdBody } = created
    const { api_response: _b, ...readBody } = read
    expect(readBody).toEqual(createdBody)
  })

  it('is not found for another collector and for unknown ids', async () => {
    const created = await createPreference(owner.config)
    const other = await seller(sim)
    const stranger = new Preference(new MercadoPagoConfig({ accessToken: other.access_token }))
    for (const preferenceId of [created.id as string, `${owner.id}-nao-existe`]) {
      const error = await stranger.get({ preferenceId }).catch((e) => e)
      expect(error).toBeInstanceOf(MPNotFoundError)
      expect(error.status).toBe(404)
    }
  })
})
