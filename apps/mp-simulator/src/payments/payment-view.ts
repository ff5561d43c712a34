import { mpDate, toReais } from './format.ts'
import type { PaymentRow, RefundRow } from './payment-repository.ts'
import { refundView } from './refund-view.ts'

/**
 * Fees exist once money moved: Mercado Pago shows none on pending or rejected payments, and keeps
 * them on a payment later contested (in mediation, charged back).
 */
export const charged = (row: Pick<PaymentRow, 'status'>) =>
  ['approved', 'refunded', 'in_mediation', 'charged_back'].includes(row.status)

/** GET /v1/payments/{id}, as the real API answers it (the fields Recria and the SDK read). */
export function paymentView(row: PaymentRow, refunds: RefundRow[], collectorNickname: string) {
  // What the buyer paid; with a preference's shipments.cost, transaction_amount is the items and
  // shipping_amount the cost (Checkout Pro's shipping cost), total_paid_amount their sum.
  const amount = Number(row.amount_cents)
  const shipping = Number(row.shipping_cents ?? 0)
  const mpFee = charged(row) ? Number(row.mp_fee_cents) : 0
  const appFee = charged(row) ? Number(row.marketplace_fee_cents) : 0
  const feeDetails = charged(row)
    ? [
        { type: 'mercadopago_fee', amount: toReais(mpFee), fee_payer: 'collector' },
        ...(appFee > 0 ? [{ type: 'application_fee', amount: toReais(appFee), fee_payer: 'collector' }] : []),
      ]
    : []
  return {
    id: Number(row.id),
    date_created: mpDate(row.date_created),
    date_approved: mpDate(row.date_approved),
    date_last_updated: mpDate(row.date_last_updated),
    money_release_date: mpDate(row.money_release_date),
    operation_type: 'regular_payment',
    payment_method_id: row.payment_method_id,
    payment_type_id: row.payment_type_id,
    payment_method: { id: row.payment_method_id, type: row.payment_type_id },
    status: row.status,
    status_detail: row.status_detail,
    currency_id: 'BRL',
    description: row.description,
    live_mode: false,
    collector_id: Number(row.collector_id),
    payer: { email: row.payer_email, type: 'guest', id: null, identification: { type: null, number: null } },
    metadata: row.metadata,
    order: { id: Number(row.merchant_order_id), type: 'mercadopago' },
    external_reference: row.external_reference,
    transaction_amount: toReais(amount - shipping),
    shipping_amount: toReais(shipping),
    transaction_amount_refunded: toReais(row.refunded_cents),
    installments: 1,
    transaction_details: {
      net_received_amount: charged(row) ? toReais(amount - mpFee - appFee) : 0,
      total_paid_amount: toReais(amount),
      overpaid_amount: 0,
      installment_amount: toReais(amount),
    },
    fee_details: feeDetails,
    captured: true,
    binary_mode: false,
    card: row.card ?? {},
    notification_url: row.notification_url,
    processing_mode: 'aggregator',
    statement_descriptor: null,
    refunds: refunds.map((refund) => refundView(refund, row, collectorNickname)),
  }
}
