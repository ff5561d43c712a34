// A buyer's claim and a card chargeback, as Mercado Pago moves a payment through them: the claim
// holds the money (in_mediation); the chargeback takes it back (charged_back) and leaves a chargeback
// record. Each change is announced as the payment's usual `payment.updated`; the chargeback is also
// announced as itself (topic `chargebacks`).
import type { Queryable } from '../db/transaction.ts'
import { MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { withTransactionThenKick } from '../webhooks/kick.ts'
import { enqueueChargebackNotification, enqueuePaymentNotification } from '../webhooks/queue.ts'
import { invalidPaymentState, paymentNotFound } from './payment-errors.ts'
import { findPayment, type PaymentRow } from './payment-repository.ts'

export interface ChargebackRow {
  id: string
  payment_id: string
  amount_cents: string
  date_created: Date
}

async function moveTo(db: Queryable, payment: PaymentRow, status: string, statusDetail: string) {
  const { rows } = await db.query<PaymentRow>(
    `update mp_sim.payments set status = $2, status_detail = $3, date_last_updated = now()
     where id = $1 returning *`,
    [payment.id, status, statusDetail],
  )
  const updated = rows[0] as PaymentRow
  await enqueuePaymentNotification(db, 'payment.updated', updated)
  return updated
}

/** The buyer opened a claim: an approved payment goes to in_mediation (its money held). */
export async function mediatePayment(options: SimulatorOptions, paymentId: string) {
  return withTransactionThenKick(options.pool, async (db) => {
    const current = await findPayment(db, paymentId, true)
    if (!current) throw paymentNotFound()
    if (current.status !== 'approved') throw invalidPaymentState()
    return moveTo(db, current, 'in_mediation', 'in_mediation')
  })
}

/**
 * The card issuer took the money back: an approved or mediated payment goes to charged_back, with a
 * chargeback of what had not been refunded yet.
 */
export async function chargeBackPayment(options: SimulatorOptions, paymentId: string) {
  return withTransactionThenKick(options.pool, async (db) => {
    const current = await findPayment(db, paymentId, true)
    if (!current) throw paymentNotFound()
    const remaining = Number(current.amount_cents) - Number(current.refunded_cents)
    if ((current.status !== 'approved' && current.status !== 'in_mediation') || remaining <= 0)
      throw invalidPaymentState()
    const payment = await moveTo(db, current, 'charged_back', 'settled')
    const { rows } = await db.query<ChargebackRow>(
      'insert into mp_sim.chargebacks (payment_id, amount_cents) values ($1, $2) returning *',
      [payment.id, remaining],
    )
    const chargeback = rows[0] as ChargebackRow
    await enqueueChargebackNotification(db, {
      chargebackId: chargeback.id,
      paymentId: payment.id,
      collectorId: payment.collector_id,
      url: payment.notification_url,
    })
    return { payment, chargeback }
  })
}

export async function findChargeback(db: Queryable, id: string): Promise<ChargebackRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null
  const { rows } = await db.query<ChargebackRow>('select * from mp_sim.chargebacks where id = $1', [id])
  return rows[0] ?? null
}

export const chargebackNotFound = () =>
  new MpError(404, 'not_found', 'Chargeback not found', [{ code: 404, description: 'Chargeback not found' }])
