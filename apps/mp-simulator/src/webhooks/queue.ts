import type pg from 'pg'
import type { Queryable } from '../db/transaction.ts'
import { webhookFaults } from './faults.ts'

export type PaymentAction = 'payment.created' | 'payment.updated'
export type ChargebackAction = 'chargeback.created'

export interface DeliveryRow {
  id: string
  notification_id: string
  action: PaymentAction | ChargebackAction
  /** 'payment', or 'chargebacks' for a chargeback of payment_id (resource_id). */
  topic: 'payment' | 'chargebacks'
  payment_id: string
  resource_id: string | null
  collector_id: string
  url: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  date_created: Date
}

/**
 * Queues a payment notification in the caller's transaction (an outbox: it exists iff the change
 * committed). Fault settings that shape the queue (duplicate, reorder) apply at this moment.
 */
export async function enqueuePaymentNotification(
  db: Queryable,
  action: PaymentAction,
  payment: { id: string | number; collector_id: string | number; notification_url: string | null },
) {
  await enqueueNotification(db, {
    action,
    paymentId: payment.id,
    collectorId: payment.collector_id,
    url: payment.notification_url,
    topic: 'payment',
    resourceId: null,
  })
}

/** Queues a `chargebacks` notification (data.id = the chargeback's id), as the payment ones are queued. */
export async function enqueueChargebackNotification(
  db: Queryable,
  n: {
    chargebackId: string | number
    paymentId: string | number
    collectorId: string | number
    url: string | null
  },
) {
  await enqueueNotification(db, {
    action: 'chargeback.created',
    topic: 'chargebacks',
    resourceId: n.chargebackId,
    paymentId: n.paymentId,
    collectorId: n.collectorId,
    url: n.url,
  })
}

async function enqueueNotification(
  db: Queryable,
  n: {
    action: DeliveryRow['action']
    topic: DeliveryRow['topic']
    resourceId: string | number | null
    paymentId: string | number
    collectorId: string | number
    url: string | null
  },
) {
  if (!n.url) return
  const faults = await webhookFaults.read(db)
  const holdMs = faults.reorder ? faults.reorderWindowMs : 0
  if (faults.reorder) {
    // Debounce: everything not yet tried waits with the newcomer, so one batch can go out newest first.
    // One payment at a time: two of them pushing back the same rows in different orders deadlocked.
    await db.query(`select pg_advisory_xact_lock(hashtext('mp_sim.webhook_reorder'))`)
    await db.query(
      `update mp_sim.webhook_deliveries set next_attempt_at = greatest(next_attempt_at, now() + $1 * interval '1 millisecond')
       where status = 'pending' and attempts = 0`,
      [holdMs],
    )
  }
  await db.query(
    `insert into mp_sim.webhook_deliveries
       (notification_id, action, payment_id, collector_id, url, next_attempt_at, topic, resource_id)
     select n.id, $1, $2, $3, $4, now() + $5 * interval '1 millisecond', $7, $8
     from (select nextval('mp_sim.notification_ids') as id) n, generate_series(1, $6)`,
    [n.action, n.paymentId, n.collectorId, n.url, holdMs, faults.duplicate, n.topic, n.resourceId],
  )
}

/**
 * Takes up to `limit` due deliveries for one attempt each. SKIP LOCKED plus the attempt counter and
 * lease written in the same statement mean two dispatchers (even in two processes) never send the same
 * attempt; a lease that outlives a crashed process simply makes the delivery due again.
 */
export async function claimDue(pool: pg.Pool, limit: number, leaseMs: number, newestFirst: boolean) {
  const order = newestFirst ? 'date_created desc, id desc' : 'next_attempt_at, id'
  const { rows } = await pool.query<DeliveryRow>(
    `with due as (
       select id from mp_sim.webhook_deliveries
       where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
       order by ${order} limit $1
       for update skip locked
     )
     update mp_sim.webhook_deliveries d
     set attempts = d.attempts + 1, locked_until = now() + $2 * interval '1 millisecond'
     from due where d.id = due.id
     returning d.*`,
    [limit, leaseMs],
  )
  // UPDATE … RETURNING does not keep the CTE's order.
  const key = (row: DeliveryRow) => Number(row.id)
  return rows.sort((a, b) => (newestFirst ? key(b) - key(a) : key(a) - key(b)))
}

export interface AttemptOutcome {
  requestId: string
  statusCode: number | null
  error: string | null
  simulatedFailure: boolean
  durationMs: number
  delivered: boolean
  /** ms until the next attempt, or null when this was the last one. */
  retryInMs: number | null
}

/** Records one attempt and moves the delivery on: delivered, scheduled again, or given up. */
export async function recordAttempt(pool: pg.Pool, delivery: DeliveryRow, outcome: AttemptOutcome) {
  const status = outcome.delivered ? 'delivered' : outcome.retryInMs === null ? 'failed' : 'pending'
  await pool.query(
    `with attempt as (
       insert into mp_sim.webhook_attempts (delivery_id, attempt, request_id, status_code, error, simulated_failure, duration_ms)
       values ($1, $2, $3, $4, $5, $6, $7)
     )
     update mp_sim.webhook_deliveries
     set status = $8, locked_until = null, last_status_code = $4, last_error = $5,
         next_attempt_at = now() + coalesce($9, 0) * interval '1 millisecond',
         delivered_at = case when $8 = 'delivered' then now() end
     where id = $1 and attempts = $2`,
    [
      delivery.id,
      delivery.attempts,
      outcome.requestId,
      outcome.statusCode,
      outcome.error,
      outcome.simulatedFailure,
      Math.round(outcome.durationMs),
      status,
      outcome.retryInMs,
    ],
  )
}

/** ms until the earliest pending delivery may be tried (null when nothing is pending). */
export async function msUntilNextDue(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ ms: string | null }>(
    `select extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000 as ms
     from mp_sim.webhook_deliveries where status = 'pending'`,
  )
  const ms = rows[0]?.ms
  return ms === null || ms === undefined ? null : Number(ms)
}

/** Gives a claimed delivery back untried (the dispatcher is stopping), so a restart sends it at once. */
export async function releaseClaim(pool: pg.Pool, delivery: DeliveryRow) {
  await pool.query(
    `update mp_sim.webhook_deliveries set attempts = attempts - 1, locked_until = null, next_attempt_at = now()
     where id = $1 and attempts = $2`,
    [delivery.id, delivery.attempts],
  )
}
