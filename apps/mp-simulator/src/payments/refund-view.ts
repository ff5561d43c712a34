import { mpDate, toReais } from './format.ts'
import type { PaymentRow, RefundRow } from './payment-repository.ts'

/** A refund as POST/GET /v1/payments/{id}/refunds answer it; always instant and approved here. */
export function refundView(
  refund: RefundRow,
  payment: Pick<PaymentRow, 'collector_id'>,
  collectorNickname: string,
) {
  const amount = toReais(refund.amount_cents)
  return {
    id: Number(refund.id),
    payment_id: Number(refund.payment_id),
    amount,
    metadata: {},
    source: { id: String(payment.collector_id), name: collectorNickname, type: 'collector' },
    date_created: mpDate(refund.date_created),
    unique_sequence_number: null,
    refund_mode: 'standard',
    adjustment_amount: 0,
    status: 'approved',
    reason: null,
    labels: [],
    amount_refunded_to_payer: amount,
    partition_details: [],
  }
}
