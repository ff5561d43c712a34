import { z } from 'zod'
import { storedSetting } from '../db/settings.ts'

/**
 * Misbehaviour injected into webhook deliveries so Recria's receiver can be tested against what
 * Mercado Pago really does (duplicates, out-of-order, retries, parallel requests).
 */
export const FaultsSchema = z.strictObject({
  /** Each notification is queued as this many independent deliveries (same notification id). */
  duplicate: z.int().min(1).max(10).default(1),
  /** Hold new notifications until the queue is quiet for reorderWindowMs, then send them newest first. */
  reorder: z.boolean().default(false),
  reorderWindowMs: z.int().min(0).max(60_000).default(500),
  /** Each delivery's first N attempts are sent for real but counted as failed whatever the answer. */
  failFirst: z.int().min(0).max(20).default(0),
  /** Send every due delivery at once instead of one after the other. */
  concurrent: z.boolean().default(false),
})

export type WebhookFaults = z.infer<typeof FaultsSchema>

export const webhookFaults = storedSetting('webhook_faults', FaultsSchema)
