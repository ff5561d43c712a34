import type { Queryable } from '../db/transaction.ts'

export interface PaymentRow {
  id: string
  preference_id: string
  collector_id: string
  merchant_order_id: string
  status: string
  status_detail: string
  payment_type_id: string
  payment_method_id: string
  /** What the buyer paid: transaction_amount (the items) plus shipping_amount. */
  amount_cents: string
  /** The preference's shipping cost, part of amount_cents. */
  shipping_cents: string
  refunded_cents: string
  mp_fee_cents: string
  marketplace_fee_cents: string
  card: { first_six_digits: string; last_four_digits: string; cardholder: { name: string } } | null
  payer_email: string
  description: string | null
  external_reference: string | null
  metadata: Record<string, unknown>
  notification_url: string | null
  date_created: Date
  date_approved: Date | null
  date_last_updated: Date
  money_release_date: Date | null
}

export interface RefundRow {
  id: string
  payment_id: string
  amount_cents: string
  idempotency_key: string | null
  date_created: Date
}

export type NewPayment = Omit<
  PaymentRow,
  'id' | 'refunded_cents' | 'date_created' | 'date_last_updated' | 'date_approved' | 'money_release_date'
> & { approved: boolean; releaseDays: number }

export async function insertPayment(db: Queryable, p: NewPayment): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `insert into mp_sim.payments (preference_id, collector_id, merchant_order_id, status, status_detail,
       payment_type_id, payment_method_id, amount_cents, mp_fee_cents, marketplace_fee_cents, card, payer_email,
       description, external_reference, metadata, notification_url, date_approved, money_release_date,
       shipping_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       case when $17::boolean then now() end,
       case when $17::boolean then now() + $18 * interval '1 day' end, $19)
     returning *`,
    [
      p.preference_id,
      p.collector_id,
      p.merchant_order_id,
      p.status,
      p.status_detail,
      p.payment_type_id,
      p.payment_method_id,
      p.amount_cents,
      p.mp_fee_cents,
      p.marketplace_fee_cents,
      p.card === null ? null : JSON.stringify(p.card),
      p.payer_email,
      p.description,
      p.external_reference,
      JSON.stringify(p.metadata),
      p.notification_url,
      p.approved,
      p.releaseDays,
      p.shipping_cents,
    ],
  )
  return rows[0] as PaymentRow
}

/** The payment, locked for the rest of the caller's transaction when `forUpdate` (refunds, status moves). */
export async function findPayment(db: Queryable, id: string, forUpdate = false): Promise<PaymentRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null
  const { rows } = await db.query<PaymentRow>(
    `select * from mp_sim.payments where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

export async function updatePaymentStatus(
  db: Queryable,
  id: string,
  change: { status: string; status_detail: string; approved: boolean; releaseDays: number },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `update mp_sim.payments set status = $2, status_detail = $3, date_last_updated = now(),
       date_approved = case when $4::boolean then now() else date_approved end,
       money_release_date = case when $4::boolean then now() + $5 * interval '1 day' else money_release_date end
     where id = $1 returning *`,
    [id, change.status, change.status_detail, change.approved, change.releaseDays],
  )
  return rows[0] as PaymentRow
}

export async function listRefunds(db: Queryable, paymentId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    'select * from mp_sim.refunds where payment_id = $1 order by date_created, id',
    [paymentId],
  )
  return rows
}
