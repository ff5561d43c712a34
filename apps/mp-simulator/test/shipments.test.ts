// A seller-defined delivery cost (Checkout Pro's `shipments`, mode not_specified): the preference
// answers it, the hosted page shows it apart from the items, the buyer pays items + cost, and the
// payment reports the items as transaction_amount, the cost as shipping_amount, their sum as paid.
import { Payment } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { approvedPayment, createPreference, type Sim, seller } from './support/checkout-fixtures.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterAll(() => sim.close())

describe('shipments.cost', () => {
  it('is answered by the preference and shown on the hosted page beside the items', async () => {
    const preference = await createPreference(owner.config, {
      shipments: { mode: 'not_specified', cost: 20, local_pickup: false },
      marketplace_fee: 11.98,
    })
    expect(preference.shipments).toMatchObject({ mode: 'not_specified', cost: 20, local_pickup: false })
    const page = await (await fetch(preference.init_point as string)).text()
    expect(page).toContain('Envio')
    expect(page).toMatch(/R\$\s20,00/)
    // Items 2 × 59,90 + 20,00 of delivery.
    expect(page).toMatch(/Pagar R\$\s139,80/)
  })

  it('is charged with the items; the payment reports it as shipping_amount', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config, {
      shipments: { mode: 'not_specified', cost: 20 },
      marketplace_fee: 11.98,
    })
    const payment = await new Payment(owner.config).get({ id: paymentId })
    expect(payment.transaction_amount).toBe(119.8)
    expect(payment.shipping_amount).toBe(20)
    expect(payment.transaction_details?.total_paid_amount).toBe(139.8)
    const fees = (payment.fee_details ?? []).reduce((s, f) => s + Math.round((f.amount ?? 0) * 100), 0)
    expect(Math.round((payment.transaction_details?.net_received_amount ?? 0) * 100)).toBe(13_980 - fees)
  })

  it('pickup shows no cost; a mode other than not_specified or a bad cost is refused as the API does', async () => {
    const pickup = await createPreference(owner.config, {
      shipments: { mode: 'not_specified', cost: 0, local_pickup: true },
    })
    const page = await (await fetch(pickup.init_point as string)).text()
    expect(page).toContain('Retirada')
    expect(page).toContain('Grátis')
    for (const shipments of [{ mode: 'me2', cost: 10 }, { mode: 'not_specified', cost: -1 }, 'x']) {
      const res = await fetch(`${sim.baseUrl}/checkout/preferences`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ title: 'Bolsa', quantity: 1, unit_price: 80 }], shipments }),
      })
      expect(res.status, JSON.stringify(shipments)).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBe('invalid_shipments')
    }
  })
})
