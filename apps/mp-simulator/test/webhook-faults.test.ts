import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { type Sim, seller, settle } from './support/checkout-fixtures.ts'
import { waitFor } from './support/wait.ts'
import { deliveryIn, notifiedPayment, setFaults } from './support/webhook-helpers.ts'
import type { Answer, Received, Receiver } from './support/webhook-receiver.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>
const receivers: Receiver[] = []
const paid = (answer?: (req: Received) => Answer, cardholder?: string) =>
  notifiedPayment(sim, owner.config, receivers, answer, cardholder)

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
// Faults are one global setting: each test starts from normal delivery.
afterEach(async () => {
  await setFaults(sim, null)
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})
afterAll(() => sim.close())

describe('POST/GET/DELETE /__sim/webhooks/faults', () => {
  it('stores the faults (omitted ones back to default), reads them back, validates and resets', async () => {
    expect(await sim.control('/webhooks/faults').then((r) => r.json())).toMatchObject({
      duplicate: 1,
      failFirst: 0,
    })
    const set = await setFaults(sim, { duplicate: 2, reorder: true })
    const expected = { duplicate: 2, reorder: true, reorderWindowMs: 500, failFirst: 0, concurrent: false }
    expect(set).toEqual({ status: 200, body: expected })
    expect(await sim.control('/webhooks/faults').then((r) => r.json())).toEqual(expected)
    expect((await setFaults(sim, { duplicate: 0 })).status).toBe(400)
    expect((await setFaults(sim, { explode: true })).status).toBe(400)
    expect((await setFaults(sim, null)).body).toMatchObject({ duplicate: 1, reorder: false })
  })
})

describe('the faults at work', () => {
  it('duplicate: delivers each notification N times, same notification id', async () => {
    await setFaults(sim, { duplicate: 3 })
    const { receiver } = await paid()
    await waitFor('three copies', () => receiver.received.length === 3)
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1)
    expect(new Set(receiver.received.map((r) => r.headers['x-request-id'])).size).toBe(3)
  })

  it('reorder: holds the queue until quiet, then sends newest first', async () => {
    await setFaults(sim, { reorder: true, reorderWindowMs: 300 })
    const { receiver, paymentId } = await paid(undefined, 'CONT')
    await settle(sim, paymentId, 'approved')
    await waitFor('both notifications', () => receiver.received.length === 2)
    expect(receiver.received.map((r) => r.body.action)).toEqual(['payment.updated', 'payment.created'])
  })

  it('failFirst: the first N attempts are sent but count as failed whatever the answer', async () => {
    await setFaults(sim, { failFirst: 2 })
    const { receiver, paymentId } = await paid()
    const log = await waitFor('the delivery', () => deliveryIn(sim, paymentId, 'delivered'))
    const attempts = log.attempt_log.map((a) => [a.status_code, a.simulated_failure])
    expect(attempts).toEqual([
      [200, true],
      [200, true],
      [200, false],
    ])
    expect(receiver.received).toHaveLength(3)
  })

  it('concurrent: due deliveries go out at the same time', async () => {
    await setFaults(sim, { duplicate: 3, concurrent: true })
    const { receiver } = await paid(() => ({ delayMs: 300 }))
    await waitFor('three copies', () => receiver.received.length === 3)
    expect(receiver.maxInFlight).toBe(3)
  })
})
