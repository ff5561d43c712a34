import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { createPreference, payByControl, type Sim, seller } from './support/checkout-fixtures.ts'
import { setFaults } from './support/webhook-helpers.ts'
import { type Receiver, startReceiver } from './support/webhook-receiver.ts'

let sim: Sim
let receiver: Receiver
beforeAll(async () => {
  sim = await startSimulator()
  receiver = await startReceiver()
})
afterAll(async () => {
  await setFaults(sim, null)
  await receiver.close()
  await sim.close()
})

it('with reordering on, payments made at the same moment all go through (none deadlocks)', async () => {
  const owner = await seller(sim)
  const preferences = await Promise.all(
    Array.from({ length: 60 }, () => createPreference(owner.config, { notification_url: receiver.url })),
  )
  await setFaults(sim, { reorder: true, reorderWindowMs: 2_000, duplicate: 5 })
  const paid = await Promise.all(
    preferences.map((p) =>
      payByControl(sim, p.id as string, { payment_method_id: 'master', cardholder_name: 'APRO' }),
    ),
  )
  expect(paid.map((p) => p.status)).toEqual(preferences.map(() => 201))
})
