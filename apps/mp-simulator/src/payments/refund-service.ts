import type { Collector } from '../auth.ts'
import { type Queryable, withTransaction } from '../db/transaction.ts'
import type { SimulatorOptions } from '../options.ts'
import { kickWebhooks } from '../webhooks/kick.ts'
import { enqueuePaymentNotification } from '../webhooks/queue.ts'
import { toCents, toReais } from './format.ts'
import {
  amountMustBeNumeric,
  amountMustBePositive,
  invalidPaymentState,
  paymentNotFound,
  refundExceedsBalance,
} from './payment-errors.ts'
import { findPayment, type PaymentRow, type RefundRow } from './payment-repository.ts'
import { injectedRefundFailure, takeRefundFault } from './refund-faults.ts'

/** The requested amount in centavos, or null for "everything that remains" (no body, `{}`, amount null). */
function requestedCents(body: unknown): number | null {
  const amount = (body as { amount?: unknown } | null | undefined)?.amount
  if (amount === undefined || amount === null) return null
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw amountMustBeNumeric()
  const cents = toCents(amount)
  if (cents <= 0) throw amountMustBePositive()
  return cents
}

async function findByKey(db: Queryable, paymentId: string, key: string) {
  const { rows } = await db.query<RefundRow>(
    'select * from mp_sim.refunds where payment_id = $1 and idempotency_key = $2',
    [paymentId, key],
  )
  return rows[0] ?? null
}

async function applyRefund(db: Queryable, payment: PaymentRow, cents: number, key: string | undefined) {
  const { rows } = await db.query<RefundRow>(
    'insert into mp_sim.refunds (payment_id, amount_cents, idempotency_key) values ($1, $2, $3) returning *',
    [payment.id, cents, key ?? null],
  )
  const { rows: updated } = await db.query<PaymentRow>(
    `update mp_sim.payments set refunded_cents = refunded_cents + $2, date_last_updated = now(),
       status = case when refunded_cents + $2 = amount_cents then 'refunded' else status end,
       status_detail = case when refunded_cents + $2 = amount_cents then 'refunded' else 'partially_refunded' end
     where id = $1 returning *`,
    [payment.id, cents],
  )
  await enqueuePaymentNotification(db, 'payment.updated', payment)
  return { refund: rows[0] as RefundRow, payment: updated[0] as PaymentRow }
}

/**
 * POST /v1/payments/{id}/refunds. The payment row is locked for the whole transaction, so requests
 * for one payment run one at a time: a repeated X-Idempotency-Key (even sent concurrently) finds the
 * refund the first request made and gets the same answer, and two refunds can never overdraw.
 */
export async function refundPayment(
  options: SimulatorOptions,
  collector: Collector,
  paymentId: string,
  body: unknown,
  idempotencyKey: string | undefined,
) {
  const cents = requestedCents(body)
  // An injected outage (control API): before anything, or after the refund, with its answer lost.
  const fault = await takeRefundFault(options.pool)
  if (fault && !fault.afterApplying) throw injectedRefundFailure()
  const result = await withTransaction(options.pool, async (db) => {
    const payment = await findPayment(db, paymentId, true)
    if (!payment || Number(payment.collector_id) !== collector.id) throw paymentNotFound()
    const previous = idempotencyKey ? await findByKey(db, payment.id, idempotencyKey) : null
    if (previous) return { refund: previous, payment, replayed: true }
    if (payment.status !== 'approved') throw invalidPaymentState()
    const remaining = Number(payment.amount_cents) - Number(payment.refunded_cents)
    if (cents !== null && cents > remaining) throw refundExceedsBalance(toReais(remaining))
    return { ...(await applyRefund(db, payment, cents ?? remaining, idempotencyKey)), replayed: false }
  })
  if (!result.replayed) kickWebhooks(options.pool)
  if (fault) throw injectedRefundFailure()
  return result
}
