import { z } from 'zod'
import type { Queryable } from '../db/transaction.ts'
import { badRequest } from '../errors.ts'

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

const KEY = 'webhook_faults'

export const DEFAULT_FAULTS: WebhookFaults = FaultsSchema.parse({})

export function parseFaults(body: unknown): WebhookFaults {
  const result = FaultsSchema.safeParse(body ?? {})
  if (!result.success) throw badRequest(z.prettifyError(result.error))
  return result.data
}

export async function readFaults(db: Queryable): Promise<WebhookFaults> {
  const { rows } = await db.query<{ value: unknown }>('select value from mp_sim.settings where key = $1', [
    KEY,
  ])
  const stored = FaultsSchema.safeParse(rows[0]?.value ?? {})
  return stored.success ? stored.data : DEFAULT_FAULTS
}

export async function writeFaults(db: Queryable, faults: WebhookFaults) {
  await db.query(
    `insert into mp_sim.settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [KEY, JSON.stringify(faults)],
  )
}

export async function resetFaults(db: Queryable) {
  await db.query('delete from mp_sim.settings where key = $1', [KEY])
}
