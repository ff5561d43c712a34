import { MercadoPagoConfig, PaymentRefund } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { approvedPayment, type Sim, seller } from './support/checkout-fixtures.ts'
import { refundClient } from './support/refund-helpers.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>
let client: ReturnType<typeof refundClient>

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
  client = refundClient(owner.access_token)
})
afterAll(() => sim.close())

const faults = (body?: unknown) =>
  sim
    .control('/refunds/faults', {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    .then((r) => r.json())

/** One refund request, without the SDK's own retries, so each injected failure is seen. */
const refundOnce = (paymentId: string, key: string) =>
  new PaymentRefund(new MercadoPagoConfig({ accessToken: owner.access_token })).create({
    payment_id: paymentId,
    requestOptions: { idempotencyKey: key, maxRetries: 0 },
  })

describe('refund outages (control API)', () => {
  it('are off by default, and set, read and cleared', async () => {
    expect(await faults()).toEqual({ failNext: 0, afterApplying: false })
    expect(await faults({ failNext: 2 })).toEqual({ failNext: 2, afterApplying: false })
    expect(await faults()).toEqual({ failNext: 2, afterApplying: false })
    const cleared = await sim.control('/refunds/faults', { method: 'DELETE' }).then((r) => r.json())
    expect(cleared).toEqual({ failNext: 0, afterApplying: false })
    const bad = await sim.control('/refunds/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: -1 }),
    })
    expect(bad.status).toBe(400)
  })

  it('fail the next requests with 500 before refunding anything', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    await faults({ failNext: 1 })
    await expect(refundOnce(paymentId, 'antes')).rejects.toMatchObject({ status: 500 })
    expect(await client.refunds().list({ payment_id: paymentId })).toHaveLength(0)
    const ok = await refundOnce(paymentId, 'antes')
    expect(ok.status).toBe('approved')
    expect(await client.refunds().list({ payment_id: paymentId })).toHaveLength(1)
    expect(await faults()).toEqual({ failNext: 0, afterApplying: false })
  })

  it('with afterApplying, refund and lose the answer: the same key then answers that one refund', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    await faults({ failNext: 1, afterApplying: true })
    await expect(refundOnce(paymentId, 'perdida')).rejects.toMatchObject({ status: 500 })
    const [feito] = await client.refunds().list({ payment_id: paymentId })
    const again = await refundOnce(paymentId, 'perdida')
    expect(again.id).toBe(feito?.id)
    expect(await client.refunds().list({ payment_id: paymentId })).toHaveLength(1)
    expect((await client.payment(paymentId)).status).toBe('refunded')
  })
})
