// The seller's payments page and the payment calls (docs/product/pagamentos.md): the filters
// GET /pagamentos/vendedor/{id} takes and what the payment calls answer, declared once for the API and
// the web app. Money in reais with two decimals (docs/design.md#data-model).
import { checkDatas, DatasFields, opcional } from './filtro-datas.ts'
import { MEIOS_PAGAMENTO, mapPaymentStatus, PAGAMENTO_MSG, STATUS_PAGAMENTO } from './pagamento.ts'
import { paginaNomeada } from './pagina.ts'
import { STATUS_PEDIDO } from './pedido.ts'
import { z } from './zod.ts'

/**
 * The status filter's values (docs/product/pagamentos.md), plus Mercado Pago's statuses Recria folds:
 * authorized and in_mediation filter as in_process, captured as approved.
 */
export const STATUS_FILTRO_PAGAMENTO = [
  'pending',
  'approved',
  'in_process',
  'rejected',
  'cancelled',
  'refunded',
] as const
const STATUS_ACEITOS = [...STATUS_PAGAMENTO, 'authorized', 'captured'] as const

/** The filter's own folding: a payment in mediation is listed among those in process
 * (docs/product/pagamentos.md). */
const statusDoFiltro = (status: (typeof STATUS_ACEITOS)[number]) =>
  status === 'in_mediation' ? 'in_process' : mapPaymentStatus(status)

/** `status`, `meioPagamento`, `dataInicio`, `dataFim` (page, limit and busca apart). */
export const PagamentosFiltroFields = {
  status: opcional(z.enum(STATUS_ACEITOS, { error: PAGAMENTO_MSG.statusInvalido }).transform(statusDoFiltro)),
  meioPagamento: opcional(z.enum(MEIOS_PAGAMENTO, { error: PAGAMENTO_MSG.meioInvalido })),
  ...DatasFields,
}

export { checkDatas }

export const PagamentosFiltroSchema = z.object(PagamentosFiltroFields).superRefine(checkDatas)
export type PagamentosFiltro = z.output<typeof PagamentosFiltroSchema>

/**
 * A payment as its order's buyer and seller see it (docs/product/pagamentos.md); the provider's payment id is
 * the seller's alone (docs/product/pagamentos.md), null for the buyer.
 */
export const PagamentoResponse = z.object({
  id_pagamento: z.number(),
  status: z.enum(STATUS_PAGAMENTO),
  tipo_pagamento: z.string().nullable(),
  valor_total: z.number(),
  valor_liquido: z.number(),
  valor_taxa: z.number(),
  data_criacao: z.string(),
  external_reference: z.string().nullable(),
  mercado_pago_payment_id: z.number().nullable(),
  pedido: z.object({ id_pedido: z.number() }),
})
export type PagamentoResponse = z.infer<typeof PagamentoResponse>

/** PUT /pagamentos/{id}/sincronizar and PATCH /pagamentos/{id}/status: the payment as just read. */
export const SincronizarResponse = z.object({ mensagem: z.string(), pagamento: PagamentoResponse })

/** GET /pagamentos/pedido/{id}: the order's payments, newest first. */
export const PagamentosDoPedidoResponse = z.array(PagamentoResponse)

/** A card of the seller's page: the payment, its method and its order. */
export const PagamentoDoVendedor = PagamentoResponse.extend({
  metodo_pagamento: z.string().nullable(),
  /** What went back to the buyer of this payment (a refund, whole or partial), in reais; 0 if nothing. */
  valor_reembolsado: z.number(),
  pedido: z.object({
    id_pedido: z.number(),
    status_pedido: z.enum(STATUS_PEDIDO),
    valor_total: z.number(),
    data_criacao: z.string(),
  }),
})
export type PagamentoDoVendedor = z.infer<typeof PagamentoDoVendedor>

/**
 * The summary cards (decision 020), over the list's filters without the status one: what stayed
 * with the seller from approved payments (net of fees, less what was refunded of them), how many
 * are approved, and how many Mercado Pago is still deciding (pending or in_process).
 */
export const ResumoPagamentos = z.object({
  total_recebido: z.number(),
  aprovados: z.number(),
  pendentes: z.number(),
})
export type ResumoPagamentos = z.infer<typeof ResumoPagamentos>

export const PagamentosVendedorResponse = paginaNomeada('pagamentos', PagamentoDoVendedor).extend({
  resumo: ResumoPagamentos,
})
export type PagamentosVendedorResponse = z.infer<typeof PagamentosVendedorResponse>
