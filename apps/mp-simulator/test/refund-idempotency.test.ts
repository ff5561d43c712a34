import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { approvedPayment, type Sim, seller } from './support/checkout-fixtures.ts'
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

describe('refunds under X-Idempotency-Key and concurrency', () => {
  it('answers a repeated X-Idempotency-Key with the first refund, without refunding again', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const first = await refund(paymentId, 20, 'estorno-pedido-1')
    const again = await refund(paymentId, 20, 'estorno-pedido-1')
    const different = await refund(paymentId, 45, 'estorno-pedido-1')
    const strip = ({ api_response: _, ...body }: typeof first) => body
    expect(strip(again)).toEqual(strip(first))
    expect(strip(different)).toEqual(strip(first))
    expect(await refunds().list({ payment_id: paymentId })).toHaveLength(1)
    expect((await payment(paymentId)).transaction_amount_refunded).toBe(20)
  })

  it('makes one refund for the same key sent concurrently', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(paymentId, undefined, 'estorno-simultaneo')),
    )
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
    expect(await refunds().list({ payment_id: paymentId })).toHaveLength(1)
    expect((await payment(paymentId)).status).toBe('refunded')
  })

  it('never overdraws under concurrent refunds with different keys', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    const results = await Promise.allSettled([refund(paymentId, 60, 'a'), refund(paymentId, 60, 'b')])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await payment(paymentId)).transaction_amount_refunded).toBe(60)
  })
})
