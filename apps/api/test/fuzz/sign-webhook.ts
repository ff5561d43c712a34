// Mercado Pago's signature on a notification (webhook-signature.ts), so the fuzzed notifications that
// carry one get past the signature check into the route's own validation and storage.
import { createHmac } from 'node:crypto'

let sequence = 0

/** The `x-signature` and `x-request-id` headers Mercado Pago would send with a POST to `url`. */
export function webhookHeaders(url: string, secret: string): Record<string, string> {
  const raw = new URL(url, 'http://recria.local').searchParams.get('data.id')?.trim() ?? ''
  const dataId = /^[a-z0-9]+$/i.test(raw) ? raw.toLowerCase() : raw
  const requestId = `fuzz-${++sequence}`
  const ts = Math.floor(Date.now() / 1000)
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex')
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }
}
