import { mapPaymentStatus, type StatusPagamento, toCentavos } from '@recria/domain/pagamento'
import type { PagamentoMercadoPago } from '../mercadopago/mercadopago.module.ts'
import type { PagamentoInsert } from './pagamentos.repository.ts'

const cents = (reais: number | undefined | null) => toCentavos(reais ?? 0)
const date = (value: string | undefined | null) => (value ? new Date(value) : null)

/** The order a payment names in external_reference (our order id, as the preference set it). */
export function orderIdOf(payment: PagamentoMercadoPago): number | null {
  const ref = payment.external_reference?.trim() ?? ''
  return /^\d{1,9}$/.test(ref) ? Number(ref) : null
}

/**
 * GET /v1/payments/{id} as a `pagamentos` row: status folded (docs/product/pagamentos.md), money in centavos,
 * valor_taxa the sum of every fee the collector pays (Mercado Pago's and the platform's), valor_liquido
 * what reaches the seller. date_last_updated orders the reads of one payment.
 */
export function toPagamentoRow(
  payment: PagamentoMercadoPago,
  pedido: { id_pedido: number; id_usuario_vendedor: number },
): PagamentoInsert & { status: StatusPagamento; data_aprovacao: Date | null } {
  if (payment.id === undefined) throw new Error('pagamento do Mercado Pago sem id')
  const created = date(payment.date_created) ?? new Date()
  const taxa = (payment.fee_details ?? [])
    .filter((fee) => (fee.fee_payer ?? 'collector') === 'collector')
    .reduce((sum, fee) => sum + cents(fee.amount), 0)
  return {
    id_pedido: pedido.id_pedido,
    id_usuario_vendedor: pedido.id_usuario_vendedor,
    mercado_pago_payment_id: payment.id,
    status: mapPaymentStatus(payment.status),
    status_detail: payment.status_detail?.slice(0, 80) ?? null,
    tipo_pagamento: payment.payment_type_id?.slice(0, 30) ?? null,
    metodo_pagamento: payment.payment_method_id?.slice(0, 30) ?? null,
    // What the buyer paid for the order: the items plus the delivery cost Checkout Pro reports apart
    // as shipping_amount (decision 029).
    valor_total_centavos: cents(payment.transaction_amount) + cents(payment.shipping_amount),
    valor_taxa_centavos: taxa,
    valor_liquido_centavos: cents(payment.transaction_details?.net_received_amount),
    valor_reembolsado_centavos: cents(payment.transaction_amount_refunded),
    external_reference: payment.external_reference ?? null,
    data_criacao: created,
    data_aprovacao: date(payment.date_approved),
    data_atualizacao_mp: date(payment.date_last_updated) ?? created,
  }
}
