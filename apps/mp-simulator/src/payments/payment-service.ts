import { randomBytes } from 'node:crypto'
import { findPreference, type PreferenceRow } from '../checkout/preference-repository.ts'
import { badRequest, notFound } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { withTransactionThenKick } from '../webhooks/kick.ts'
import { enqueuePaymentNotification } from '../webhooks/queue.ts'
import { mpFeeCents } from './format.ts'
import { invalidPaymentState, paymentNotFound } from './payment-errors.ts'
import { isCard, outcomeOf, type PaymentTypeId, paymentTypeOf } from './payment-methods.ts'
import { findPayment, insertPayment, type PaymentRow, updatePaymentStatus } from './payment-repository.ts'

/** Mercado Pago's Mastercard test card, used when a card payment does not say which card. */
export const DEFAULT_TEST_CARD = '5031433215406351'

export interface PayRequest {
  payment_method_id: string
  cardholder_name?: string
  card_number?: string
  email?: string
}

/** Card money is released later; Pix and boleto once paid (typical Checkout Pro settings). */
const releaseDays = (type: PaymentTypeId) => (isCard(type) ? 14 : 0)

const payerEmail = (pref: PreferenceRow, typed: string | undefined) => {
  const email = typed?.trim() || (typeof pref.payer?.email === 'string' ? pref.payer.email : '')
  return email || `test_user_${randomBytes(4).readUInt32BE() % 100_000_000}@testuser.com`
}

/**
 * Pays a preference: what the hosted checkout's form and POST /__sim/checkout/{id}/pay both do.
 * The payment and its payment.created notification commit together.
 */
export async function payPreference(options: SimulatorOptions, preferenceId: string, req: PayRequest) {
  const type = paymentTypeOf(req.payment_method_id)
  if (isCard(type) && !req.cardholder_name?.trim()) {
    throw badRequest('cardholder.name is required for card payments', 'invalid_cardholder_name')
  }
  const digits = (req.card_number ?? DEFAULT_TEST_CARD).replace(/\D/g, '')
  const outcome = outcomeOf(type, req.cardholder_name)
  return withTransactionThenKick(options.pool, async (db) => {
    const preference = await findPreference(db, preferenceId)
    if (!preference) throw notFound('preference')
    const amount = Number(preference.total_cents)
    const payment = await insertPayment(db, {
      preference_id: preference.id,
      collector_id: preference.collector_id,
      merchant_order_id: preference.merchant_order_id,
      ...outcome,
      payment_type_id: type,
      payment_method_id: req.payment_method_id,
      amount_cents: String(amount),
      shipping_cents: preference.shipping_cost_cents,
      mp_fee_cents: String(mpFeeCents(amount)),
      marketplace_fee_cents: preference.marketplace_fee_cents,
      card: isCard(type)
        ? {
            first_six_digits: digits.slice(0, 6),
            last_four_digits: digits.slice(-4),
            cardholder: { name: (req.cardholder_name ?? '').trim() },
          }
        : null,
      payer_email: payerEmail(preference, req.email),
      description: preference.items[0]?.title ?? null,
      external_reference: preference.external_reference,
      metadata: preference.metadata,
      notification_url: preference.notification_url,
      approved: outcome.status === 'approved',
      releaseDays: releaseDays(type),
    })
    await enqueuePaymentNotification(db, 'payment.created', payment)
    return { payment, preference }
  })
}

export type SettledStatus = 'approved' | 'rejected' | 'cancelled'

const settledDetail = (status: SettledStatus, payment: PaymentRow) => {
  if (status === 'approved') return 'accredited'
  if (status === 'cancelled') return 'expired'
  return isCard(payment.payment_type_id as PaymentTypeId) ? 'cc_rejected_other_reason' : 'rejected_by_bank'
}

/** Settles a pending / in_process payment (the buyer paid the Pix or boleto, or the review ended). */
export async function settlePayment(options: SimulatorOptions, paymentId: string, status: SettledStatus) {
  return withTransactionThenKick(options.pool, async (db) => {
    const current = await findPayment(db, paymentId, true)
    if (!current) throw paymentNotFound()
    if (current.status !== 'pending' && current.status !== 'in_process') throw invalidPaymentState()
    const updated = await updatePaymentStatus(db, current.id, {
      status,
      status_detail: settledDetail(status, current),
      approved: status === 'approved',
      releaseDays: releaseDays(current.payment_type_id as PaymentTypeId),
    })
    await enqueuePaymentNotification(db, 'payment.updated', updated)
    return updated
  })
}
