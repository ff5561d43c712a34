import { z } from 'zod'
import type { Queryable } from '../db/transaction.ts'
import { badRequest, MpError } from '../errors.ts'

/**
 * Failures injected into POST /v1/payments/{id}/refunds, so a client's retries can be tested against
 * what a real outage does: the next `failNext` refund requests answer 500. With `afterApplying`, each
 * is refunded first and only its answer is lost (the client cannot know it went through: only the
 * idempotency key keeps its retry from refunding twice).
 */
export const RefundFaultsSchema = z.strictObject({
  failNext: z.int().min(0).max(20).default(0),
  afterApplying: z.boolean().default(false),
})

export type RefundFaults = z.infer<typeof RefundFaultsSchema>

const KEY = 'refund_faults'

export const DEFAULT_REFUND_FAULTS: RefundFaults = RefundFaultsSchema.parse({})

export function parseRefundFaults(body: unknown): RefundFaults {
  const result = RefundFaultsSchema.safeParse(body ?? {})
  if (!result.success) throw badRequest(z.prettifyError(result.error))
  return result.data
}

export async function readRefundFaults(db: Queryable): Promise<RefundFaults> {
  const { rows } = await db.query<{ value: unknown }>('select value from mp_sim.settings where key = $1', [
    KEY,
  ])
  const stored = RefundFaultsSchema.safeParse(rows[0]?.value ?? {})
  return stored.success ? stored.data : DEFAULT_REFUND_FAULTS
}

export async function writeRefundFaults(db: Queryable, faults: RefundFaults) {
  await db.query(
    `insert into mp_sim.settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [KEY, JSON.stringify(faults)],
  )
}

export async function resetRefundFaults(db: Queryable) {
  await db.query('delete from mp_sim.settings where key = $1', [KEY])
}

/**
 * Takes one injected failure, if any is left (one statement, so concurrent requests take one each):
 * null when the request goes through, else whether it is refunded before failing.
 */
export async function takeRefundFault(db: Queryable): Promise<{ afterApplying: boolean } | null> {
  const { rows } = await db.query<{ after: boolean }>(
    `update mp_sim.settings
       set value = jsonb_set(value, '{failNext}', to_jsonb((value->>'failNext')::int - 1))
     where key = $1 and (value->>'failNext')::int > 0
     returning coalesce((value->>'afterApplying')::boolean, false) as after`,
    [KEY],
  )
  return rows[0] ? { afterApplying: rows[0].after } : null
}

/** What an injected failure answers: Mercado Pago's own 500 body. */
export const injectedRefundFailure = () => new MpError(500, 'internal_error', 'internal_error')
