// Checks and controls around webhook deliveries, written independently of the simulator's code.
import { createHmac } from 'node:crypto'
import { type MercadoPagoConfig, WebhookSignatureValidator } from 'mercadopago'
import { expect } from 'vitest'
import { SIM_APP } from '../sim-server.ts'
import { createPreference, payByControl, type Sim } from './checkout-fixtures.ts'
import { type Answer, type Received, type Receiver, startReceiver } from './webhook-receiver.ts'

/** Verifies x-signature by hand (manifest + HMAC) and with the SDK's own validator. */
export function expectValidSignature(req: Received) {
  const signature = String(req.headers['x-signature'])
  const requestId = String(req.headers['x-request-id'])
  const dataId = req.url.searchParams.get('data.id') as string
  const parts = Object.fromEntries(signature.split(',').map((part) => part.split('=') as [string, string]))
  expect(Math.abs(Number(parts.ts) - Date.now() / 1000)).toBeLessThan(30)
  const manifest = `id:${dataId};request-id:${requestId};ts:${parts.ts};`
  expect(parts.v1).toBe(createHmac('sha256', SIM_APP.webhookSecret).update(manifest).digest('hex'))
  expect(() =>
    WebhookSignatureValidator.validate({
      xSignature: signature,
      xRequestId: requestId,
      dataId,
      secret: SIM_APP.webhookSecret,
      toleranceSeconds: 300,
    }),
  ).not.toThrow()
}

export interface DeliveryLog {
  notification_id: string
  action: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  attempt_log: {
    attempt: number
    status_code: number | null
    error: string | null
    simulated_failure: boolean
  }[]
}

export async function deliveries(sim: Sim, paymentId: string | number): Promise<DeliveryLog[]> {
  const res = await sim.control(`/webhooks/deliveries?payment_id=${paymentId}`)
  return (await res.json()) as DeliveryLog[]
}

/** The payment's first delivery once it reached `status` (null before: made for waitFor). */
export async function deliveryIn(sim: Sim, paymentId: string | number, status: DeliveryLog['status']) {
  return (await deliveries(sim, paymentId)).find((d) => d.status === status) ?? null
}

export async function setFaults(sim: Sim, faults: Record<string, unknown> | null) {
  const res = await sim.control(`/webhooks/faults`, {
    method: faults ? 'POST' : 'DELETE',
    ...(faults ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) } : {}),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A receiver (kept in `receivers` for cleanup) and a card payment on a preference that notifies it. */
export async function notifiedPayment(
  sim: Sim,
  config: MercadoPagoConfig,
  receivers: Receiver[],
  answer: (req: Received) => Answer = () => ({}),
  cardholder = 'APRO',
) {
  const receiver = await startReceiver(answer)
  receivers.push(receiver)
  const preference = await createPreference(config, { notification_url: receiver.url })
  const paid = await payByControl(sim, preference.id as string, {
    payment_method_id: 'master',
    cardholder_name: cardholder,
  })
  return { receiver, paymentId: String(paid.body.payment_id) }
}
