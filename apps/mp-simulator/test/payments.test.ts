import { MercadoPagoConfig, MPNotFoundError, Payment } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import {
  approvedPayment,
  createPreference,
  payByControl,
  type Sim,
  seller,
  settle,
} from './support/checkout-fixtures.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>

const MP_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterAll(() => sim.close())

describe('GET /v1/payments/{id}', () => {
  it('answers the collector the payment in reais, with fees and the marketplace share', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config, {
      external_reference: 'pedido-55',
      marketplace_fee: 10,
      metadata: { pedido_id: 55 },
      payer: { email: 'compradora@example.com' },
    })
    const payment = await new Payment(owner.config).get({ id: paymentId })
    expect(payment).toMatchObject({
      id: Number(paymentId),
      status: 'approved',
      status_detail: 'accredited',
      payment_type_id: 'credit_card',
      payment_method_id: 'master',
      transaction_amount: 119.8,
      transaction_amount_refunded: 0,
      currency_id: 'BRL',
      external_reference: 'pedido-55',
      metadata: { pedido_id: 55 },
      description: 'Vestido de linho',
      collector_id: owner.id,
      payer: { email: 'compradora@example.com' },
      // 4.98% of R$ 119,80 is R$ 5,966 → R$ 5,97; the rest minus Recria's R$ 10 reaches the seller.
      transaction_details: { net_received_amount: 103.83, total_paid_amount: 119.8 },
      fee_details: [
        { type: 'mercadopago_fee', amount: 5.97, fee_payer: 'collector' },
        { type: 'application_fee', amount: 10, fee_payer: 'collector' },
      ],
      refunds: [],
      live_mode: false,
    })
    for (const date of [
      'date_created',
      'date_approved',
      'date_last_updated',
      'money_release_date',
    ] as const) {
      expect(payment[date]).toMatch(MP_DATE)
    }
    expect(payment.order).toEqual({ id: expect.any(Number), type: 'mercadopago' })
  })

  it('is the exact 404 of the real API for another collector, unknown and malformed ids', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const other = await seller(sim)
    for (const id of [paymentId, '999999999', 'abc']) {
      const res = await fetch(`${sim.baseUrl}/v1/payments/${id}`, {
        headers: { authorization: `Bearer ${other.access_token}` },
      })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({
        message: 'Payment not found',
        error: 'not_found',
        status: 404,
      })
    }
    const error = await new Payment(new MercadoPagoConfig({ accessToken: other.access_token }))
      .get({ id: paymentId })
      .catch((e) => e)
    expect(error).toBeInstanceOf(MPNotFoundError)
  })

  it('needs an access token', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    expect((await fetch(`${sim.baseUrl}/v1/payments/${paymentId}`)).status).toBe(401)
  })
})

describe('POST /__sim/payments/{id}/status', () => {
  it('settles a pending Pix: approved, with date_approved and fees from then on', async () => {
    const preference = await createPreference(owner.config)
    const paid = await payByControl(sim, preference.id as string, { payment_method_id: 'pix' })
    const client = new Payment(owner.config)
    const pending = await client.get({ id: paid.body.payment_id as number })
    expect(pending).toMatchObject({
      status: 'pending',
      date_approved: null,
      fee_details: [],
      money_release_date: null,
    })
    expect(pending.transaction_details?.net_received_amount).toBe(0)

    expect(await settle(sim, paid.body.payment_id as number, 'approved')).toEqual({
      status: 200,
      body: { payment_id: paid.body.payment_id, status: 'approved', status_detail: 'accredited' },
    })
    const approved = await client.get({ id: paid.body.payment_id as number })
    expect(approved).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
      payment_type_id: 'bank_transfer',
    })
    expect(approved.date_approved).toMatch(MP_DATE)
    expect(approved.fee_details?.[0]).toMatchObject({ type: 'mercadopago_fee', amount: 5.97 })
  })

  it('rejects a card under review and cancels an unpaid boleto', async () => {
    const preference = await createPreference(owner.config)
    const cont = await payByControl(sim, preference.id as string, {
      payment_method_id: 'master',
      cardholder_name: 'CONT',
    })
    expect((await settle(sim, cont.body.payment_id as number, 'rejected')).body).toMatchObject({
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
    })
    const boleto = await payByControl(sim, preference.id as string, { payment_method_id: 'bolbradesco' })
    expect((await settle(sim, boleto.body.payment_id as number, 'cancelled')).body).toMatchObject({
      status: 'cancelled',
      status_detail: 'expired',
    })
  })

  it('refuses settled payments, unknown statuses and unknown payments', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const again = await settle(sim, paymentId, 'rejected')
    expect(again.status).toBe(400)
    expect(again.body.cause).toEqual([
      { code: 2063, description: 'The action requested is not valid for the current payment state' },
    ])
    expect((await settle(sim, paymentId, 'refunded')).status).toBe(400)
    expect((await settle(sim, '999999999', 'approved')).status).toBe(404)
  })
})
