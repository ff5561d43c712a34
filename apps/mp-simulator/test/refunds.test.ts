import { MercadoPagoConfig, type MPBadRequestError, MPNotFoundError, PaymentRefund } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import {
  approvedPayment,
  createPreference,
  payByControl,
  type Sim,
  seller,
} from './support/checkout-fixtures.ts'
import { refundClient } from './support/refund-helpers.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>
let refunds: ReturnType<typeof refundClient>['refunds']
let refund: ReturnType<typeof refundClient>['refund']
let payment: ReturnType<typeof refundClient>['payment']

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
  ;({ refunds, refund, payment } = refundClient(owner.access_token))
})
afterAll(() => sim.close())

describe('POST /v1/payments/{id}/refunds', () => {
  it('with no amount refunds everything: the payment becomes refunded', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const created = await refunds().total({ payment_id: paymentId })
    expect(created.api_response.status).toBe(201)
    expect(created).toMatchObject({
      payment_id: Number(paymentId),
      amount: 119.8,
      status: 'approved',
      source: { id: String(owner.id), name: owner.nickname, type: 'collector' },
    })
    expect(created.date_created).toMatch(/-03:00$/)
    const after = await payment(paymentId)
    expect(after).toMatchObject({
      status: 'refunded',
      status_detail: 'refunded',
      transaction_amount_refunded: 119.8,
    })
    const { api_response: _, ...body } = created
    expect(after.refunds).toEqual([body])
  })

  it('refunds in parts: partially_refunded until the rest is refunded', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    await refund(paymentId, 20)
    await refund(paymentId, 30.5)
    expect(await payment(paymentId)).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: 50.5,
    })
    const rest = await refund(paymentId)
    expect(rest.amount).toBe(69.3)
    expect(await payment(paymentId)).toMatchObject({ status: 'refunded', transaction_amount_refunded: 119.8 })
    const list = await refunds().list({ payment_id: paymentId })
    expect(list.map((r) => r.amount)).toEqual([20, 30.5, 69.3])
  })

  it('refuses more than what remains with a 400', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const tooMuch = (await refund(paymentId, 119.81).catch((e) => e)) as MPBadRequestError
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.error).toBe('bad_request')
    expect(tooMuch.message).toBe('The refund amount exceeds the available balance (119.80)')
    expect(tooMuch.causes).toEqual([{ code: 'refund_amount_exceeds', description: tooMuch.message }])
    await refund(paymentId, 100)
    const rest = (await refund(paymentId, 20).catch((e) => e)) as MPBadRequestError
    expect(rest.message).toBe('The refund amount exceeds the available balance (19.80)')
    expect((await payment(paymentId)).transaction_amount_refunded).toBe(100)
  })

  it('refuses payments that are not approved (pending, rejected, already refunded)', async () => {
    const preference = await createPreference(owner.config)
    const pix = await payByControl(sim, preference.id as string, { payment_method_id: 'pix' })
    const rejected = await payByControl(sim, preference.id as string, {
      payment_method_id: 'visa',
      cardholder_name: 'FUND',
    })
    const { paymentId: refunded } = await approvedPayment(sim, owner.config)
    await refund(refunded)
    for (const id of [pix.body.payment_id, rejected.body.payment_id, refunded]) {
      const error = (await refund(String(id)).catch((e) => e)) as MPBadRequestError
      expect(error.status).toBe(400)
      expect(error.causes).toEqual([
        { code: 2063, description: 'The action requested is not valid for the current payment state' },
      ])
    }
  })

  it('refuses amounts that are not positive numbers', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    for (const amount of [0, -5]) {
      const error = (await refund(paymentId, amount).catch((e) => e)) as MPBadRequestError
      expect(error.causes?.[0]).toMatchObject({ code: 4040 })
    }
    const res = await fetch(`${sim.baseUrl}/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 'dez' }),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { cause: { code: number }[] }).cause[0]?.code).toBe(4041)
  })

  it('takes a bodiless POST (with or without a JSON content-type) as a full refund', async () => {
    const variants: Record<string, string>[] = [{}, { 'content-type': 'application/json' }]
    for (const headers of variants) {
      const { paymentId } = await approvedPayment(sim, owner.config)
      const res = await fetch(`${sim.baseUrl}/v1/payments/${paymentId}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.access_token}`, ...headers },
      })
      expect(res.status).toBe(201)
      expect(((await res.json()) as { amount: number }).amount).toBe(119.8)
    }
  })

  it("is a 404 on another collector's payment, for refunding and for listing", async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const other = await seller(sim)
    const stranger = new PaymentRefund(new MercadoPagoConfig({ accessToken: other.access_token }))
    expect(await stranger.total({ payment_id: paymentId }).catch((e) => e)).toBeInstanceOf(MPNotFoundError)
    expect(await stranger.list({ payment_id: paymentId }).catch((e) => e)).toBeInstanceOf(MPNotFoundError)
    expect((await payment(paymentId)).transaction_amount_refunded).toBe(0)
  })
})
