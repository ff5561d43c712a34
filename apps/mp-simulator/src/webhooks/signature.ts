import { createHmac } from 'node:crypto'

/**
 * Mercado Pago's webhook signature: HMAC-SHA256 (hex) of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the application's secret,
 * sent as `x-signature: ts=<ts>,v1=<hex>`.
 */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`
  const v1 = createHmac('sha256', secret).update(manifest).digest('hex')
  return `ts=${ts},v1=${v1}`
}
