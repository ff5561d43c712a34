import { Payment } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { createPreference, payByControl, type Sim, seller } from './support/checkout-fixtures.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterAll(() => sim.close())

describe('POST /__sim/checkout/{preference_id}/pay', () => {
  it('pays exactly as the page does', async () => {
    const preference = await createPreference(owner.config, { auto_return: 'all' })
    const approved = await payByControl(sim, preference.id as string, {
      payment_method_id: 'visa',
      cardholder_name: 'APRO',
    })
    expect(approved.status).toBe(201)
    expect(approved.body).toMatchObject({ status: 'approved', status_detail: 'accredited' })
    expect(approved.body.back_url).toMatch(/^http:\/\/loja\.test\/pedido\/ok\?/)
    const pix = await payByControl(sim, preference.id as string, { payment_method_id: 'pix' })
    expect(pix.body).toMatchObject({ status: 'pending', status_detail: 'pending_waiting_transfer' })
    const other = await payByControl(sim, preference.id as string, {
      payment_method_id: 'master',
      cardholder_name: 'Maria',
    })
    expect(other.body).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_other_reason' })
    const payment = await new Payment(owner.config).get({ id: approved.body.payment_id as number })
    expect(payment.card).toMatchObject({
      first_six_digits: '503143',
      last_four_digits: '6351',
      cardholder: { name: 'APRO' },
    })
  })

  it('refuses unknown methods, card payments without a name and unknown preferences', async () => {
    const preference = await createPreference(owner.config)
    expect((await payByControl(sim, preference.id as string, { payment_method_id: 'bitcoin' })).status).toBe(
      400,
    )
    expect((await payByControl(sim, preference.id as string, { payment_method_id: 'master' })).status).toBe(
      400,
    )
    expect((await payByControl(sim, 'nao-existe', { payment_method_id: 'pix' })).status).toBe(404)
  })
})
