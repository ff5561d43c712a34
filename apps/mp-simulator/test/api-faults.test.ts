import { MercadoPagoConfig, Payment, PaymentRefund } from 'mercadopago'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
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

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
// The setting is global: each test starts from a reliable provider.
afterEach(() => sim.control('/api/faults', { method: 'DELETE' }))
afterAll(() => sim.close())

const setFaults = async (body: unknown) => {
  const res = await sim.control('/api/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** One SDK call's config: no retries of its own, so each injected fault is seen. */
const once = (timeout = 5_000) =>
  new MercadoPagoConfig({ accessToken: owner.access_token, options: { timeout, maxRetries: 0 } })

describe('POST/GET/DELETE /__sim/api/faults', () => {
  it('stores the setting (omitted knobs back to default), reads it back, validates and resets', async () => {
    const normal = { error_rate: 0, timeout_rate: 0, timeout_ms: 15_000 }
    expect(await sim.control('/api/faults').then((r) => r.json())).toEqual(normal)
    const set = await setFaults({ error_rate: 0.2, timeout_rate: 0.1 })
    expect(set).toEqual({ status: 200, body: { error_rate: 0.2, timeout_rate: 0.1, timeout_ms: 15_000 } })
    expect(await sim.control('/api/faults').then((r) => r.json())).toEqual(set.body)
    expect((await setFaults({ error_rate: 1.5 })).status).toBe(400)
    expect((await setFaults({ error_rate: 0.6, timeout_rate: 0.6 })).status).toBe(400)
    expect((await setFaults({ explode: true })).status).toBe(400)
    const reset = await sim.control('/api/faults', { method: 'DELETE' }).then((r) => r.json())
    expect(reset).toEqual(normal)
  })
})

describe('an unreliable API', () => {
  it('answers 500 to preferences, payment reads and refunds, and changes nothing', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    await setFaults({ error_rate: 1 })
    await expect(createPreference(once())).rejects.toMatchObject({ status: 500 })
    await expect(new Payment(once()).get({ id: paymentId })).rejects.toMatchObject({ status: 500 })
    const refund = new PaymentRefund(once()).create({ payment_id: paymentId, body: {} })
    await expect(refund).rejects.toMatchObject({ status: 500 })
    // The control API, which pays at the hosted page's code path, is never disturbed.
    await sim.control('/api/faults', { method: 'DELETE' })
    expect(await refundClient(owner.access_token).refunds().list({ payment_id: paymentId })).toHaveLength(0)
    const preference = await createPreference(owner.config)
    await setFaults({ error_rate: 1 })
    const paid = await payByControl(sim, preference.id as string, {
      payment_method_id: 'master',
      cardholder_name: 'APRO',
    })
    expect(paid.status).toBe(201)
  })

  it('does the call and answers only after timeout_ms, so a caller that gives up cannot know it went through', async () => {
    const { paymentId } = await approvedPayment(sim, owner.config)
    await setFaults({ timeout_rate: 1, timeout_ms: 600 })
    const started = performance.now()
    const read = await new Payment(once()).get({ id: paymentId })
    expect(read.status).toBe('approved')
    expect(performance.now() - started).toBeGreaterThanOrEqual(550)
    const refund = new PaymentRefund(once(150)).create({ payment_id: paymentId, body: {} })
    await expect(refund).rejects.toThrow()
    await sim.control('/api/faults', { method: 'DELETE' })
    const refunds = await refundClient(owner.access_token).refunds().list({ payment_id: paymentId })
    expect(refunds).toHaveLength(1)
  })

  it('fails about the share asked for', async () => {
    await setFaults({ error_rate: 0.5 })
    const { paymentId } = await approvedPayment(sim, owner.config).catch(async () => {
      await sim.control('/api/faults', { method: 'DELETE' })
      return approvedPayment(sim, owner.config)
    })
    await setFaults({ error_rate: 0.5 })
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        new Payment(once())
          .get({ id: paymentId })
          .then(() => 'ok')
          .catch(() => 'erro'),
      ),
    )
    const errors = outcomes.filter((o) => o === 'erro').length
    expect(errors).toBeGreaterThan(10)
    expect(errors).toBeLessThan(50)
  })
})
