import { z } from 'zod'
import { storedSetting } from '../db/settings.ts'
import type { Queryable } from '../db/transaction.ts'
import { MpError } from '../errors.ts'

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

export const refundFaults = storedSetting('refund_faults', RefundFaultsSchema)

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
    [refundFaults.key],
  )
  return rows[0] ? { afterApplying: rows[0].after } : null
}

/** What an injected failure answers: Mercado Pago's own 500 body. */
export const injectedRefundFailure = () => new MpError(500, 'internal_error', 'internal_error')
