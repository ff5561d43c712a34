import type { PaymentRow } from '../payments/payment-repository.ts'
import type { PreferenceRow } from './preference-repository.ts'

type BackUrlKey = 'success' | 'pending' | 'failure'

/** Which back_url a payment status leads to: approved → success, rejected/cancelled → failure, else pending. */
export function backUrlKey(status: string): BackUrlKey {
  if (status === 'approved') return 'success'
  if (status === 'rejected' || status === 'cancelled') return 'failure'
  return 'pending'
}

/**
 * The back_url with the query Checkout Pro appends. As in the real redirect, an absent
 * external_reference and merchant_account_id arrive as the string "null".
 */
export function backUrlFor(preference: PreferenceRow, payment: PaymentRow): string | null {
  const base = preference.back_urls[backUrlKey(payment.status)]
  if (!base) return null
  const url = new URL(base)
  const params: Record<string, string> = {
    collection_id: payment.id,
    collection_status: payment.status,
    payment_id: payment.id,
    status: payment.status,
    external_reference: payment.external_reference ?? 'null',
    payment_type: payment.payment_type_id,
    merchant_order_id: payment.merchant_order_id,
    preference_id: preference.id,
    site_id: 'MLB',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}

/** auto_return 'all' sends every buyer straight back; 'approved' only approved ones; otherwise nobody. */
export function autoReturns(preference: PreferenceRow, payment: PaymentRow): boolean {
  if (preference.auto_return === 'all') return true
  return preference.auto_return === 'approved' && payment.status === 'approved'
}
