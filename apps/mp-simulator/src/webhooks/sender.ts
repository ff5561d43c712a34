import { randomUUID } from 'node:crypto'
import type { SimulatorOptions } from '../options.ts'
import { mpDate } from '../payments/format.ts'
import type { DeliveryRow } from './queue.ts'
import { signNotification } from './signature.ts'

export interface SendResult {
  requestId: string
  statusCode: number | null
  error: string | null
  ok: boolean
  durationMs: number
}

/** What the notification names: the payment, or the chargeback for a `chargebacks` one. */
const dataIdOf = (delivery: DeliveryRow) => String(delivery.resource_id ?? delivery.payment_id)

/** The JSON body Mercado Pago posts for a payment (or chargeback) event. */
export function notificationBody(delivery: DeliveryRow, options: SimulatorOptions) {
  return {
    id: Number(delivery.notification_id),
    live_mode: false,
    type: delivery.topic,
    date_created: mpDate(delivery.date_created),
    user_id: Number(delivery.collector_id),
    application_id: /^\d+$/.test(options.clientId) ? Number(options.clientId) : options.clientId,
    api_version: 'v1',
    action: delivery.action,
    data: { id: dataIdOf(delivery) },
  }
}

/** Where it goes: the preference's notification_url plus `?data.id=…&type=…`, as the real service adds. */
export function notificationUrl(delivery: DeliveryRow) {
  const url = new URL(delivery.url)
  url.searchParams.set('data.id', dataIdOf(delivery))
  url.searchParams.set('type', delivery.topic)
  return url
}

function describe(error: unknown, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } }
  if (err.name === 'TimeoutError') return `timeout after ${timeoutMs} ms`
  if (err.name === 'AbortError') return 'aborted: dispatcher stopped'
  return err.cause?.code ?? err.cause?.message ?? err.message ?? String(error)
}

/**
 * A signal that aborts after `timeoutMs` or when `stopSignal` does. Not `AbortSignal.any` over
 * `AbortSignal.timeout`: on Node 20 a garbage collection can drop the timeout signal (both hold it
 * weakly) and the deadline never comes. Here the timer holds the controller.
 */
function deadline(timeoutMs: number, stopSignal: AbortSignal) {
  const controller = new AbortController()
  const stop = () => controller.abort(stopSignal.reason)
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timeout after ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  )
  if (stopSignal.aborted) stop()
  else stopSignal.addEventListener('abort', stop, { once: true })
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer)
      stopSignal.removeEventListener('abort', stop)
    },
  }
}

/** One HTTP attempt. Never throws: the outcome (status or error) is what gets recorded. */
export async function sendNotification(
  delivery: DeliveryRow,
  options: SimulatorOptions,
  timeoutMs: number,
  stopSignal: AbortSignal,
): Promise<SendResult> {
  const requestId = randomUUID()
  const ts = Math.floor(Date.now() / 1000)
  const started = performance.now()
  const limit = deadline(timeoutMs, stopSignal)
  try {
    const res = await fetch(notificationUrl(delivery), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signNotification(options.webhookSecret, dataIdOf(delivery), requestId, ts),
      },
      body: JSON.stringify(notificationBody(delivery, options)),
      // A redirect is not an acknowledgement, as with the real service.
      redirect: 'manual',
      signal: limit.signal,
    })
    // Reading the body inside the same deadline: a receiver that stalls mid-answer also times out.
    await res.arrayBuffer()
    const ok = res.status >= 200 && res.status < 300
    return { requestId, statusCode: res.status, error: null, ok, durationMs: performance.now() - started }
  } catch (error) {
    return {
      requestId,
      statusCode: null,
      error: describe(error, timeoutMs),
      ok: false,
      durationMs: performance.now() - started,
    }
  } finally {
    limit.clear()
  }
}
