/**
 * Refunds (docs/product/reembolsos.md; docs/design.md#orders-and-money): a buyer asks for a delivered order's
 * money back within 7 days, the seller answers, and an approval is refunded through Mercado Pago. The
 * statuses, reasons, the window, the request and answer forms and every text the API answers about them.
 */
import { diasDepois } from './prazo.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/** What the API answers about refunds; the success texts are docs/product/reembolsos.md's. */
export const REEMBOLSO_MSG = {
  pagamentoNaoIdentificado: 'Não foi possível identificar o pagamento para este pedido.',
  naoEncontrado: 'Reembolso não encontrado.',
  semPermissao: 'Você não tem permissão para acessar este reembolso.',
  apenasComprador: 'Apenas o comprador do pedido pode solicitar o reembolso.',
  apenasVendedor: 'Apenas o vendedor do pedido pode responder a esta solicitação.',
  pedidoNaoEntregue: 'O reembolso só pode ser solicitado para pedidos entregues.',
  prazoEncerrado: 'O prazo para solicitar o reembolso terminou: ele é de 7 dias após a entrega.',
  jaReembolsado: 'Este pedido já foi reembolsado.',
  pagamentoNaoAprovado: 'O pagamento deste pedido não está aprovado no Mercado Pago.',
  pagamentoDuplicado:
    'Este é um pagamento em duplicidade do pedido e já é devolvido automaticamente. Peça o reembolso pelo pagamento que pagou o pedido.',
  solicitacaoAberta: 'Já existe uma solicitação de reembolso em andamento para este pedido.',
  jaRespondida: 'Esta solicitação de reembolso já foi respondida.',
  motivoObrigatorio: 'Selecione o motivo do reembolso.',
  descricaoObrigatoria: 'Descreva o motivo do reembolso.',
  descricaoLonga: 'A descrição deve ter no máximo 500 caracteres.',
  respostaObrigatoria: 'Escreva uma resposta para o comprador.',
  respostaLonga: 'A resposta deve ter no máximo 1000 caracteres.',
  aprovadoObrigatorio: 'Informe se a solicitação foi aprovada.',
  statusInvalido: 'Status de reembolso inválido.',
  motivoInvalido: 'Motivo de reembolso inválido.',
  solicitado: 'Solicitação de reembolso enviada com sucesso!',
  aprovado: 'Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.',
  rejeitado: 'Solicitação de reembolso rejeitada.',
} as const

/** The table's statuses: approved → processing → completed, or failed after the provider's retries. */
export const STATUS_REEMBOLSO = [
  'awaiting_approval',
  'approved',
  'rejected',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const
export type StatusReembolso = (typeof STATUS_REEMBOLSO)[number]

/** A request still open: at most one per order (the table's partial unique index). */
export const STATUS_REEMBOLSO_ABERTO: readonly StatusReembolso[] = [
  'awaiting_approval',
  'approved',
  'processing',
]

/** The reasons a buyer picks (docs/product/reembolsos.md). */
export const MOTIVOS_REEMBOLSO = [
  'product_not_received',
  'defective_product',
  'different_product',
  'payment_error',
  'others',
] as const
export type MotivoReembolso = (typeof MOTIVOS_REEMBOLSO)[number]

/** Refunds last at most 7 days after delivery (docs/product/reembolsos.md), counted to the millisecond. */
export const PRAZO_REEMBOLSO_DIAS = 7

export const DESCRICAO_REEMBOLSO_MAX = 500
export const RESPOSTA_REEMBOLSO_MAX = 1000

/** The last instant a refund may be asked for an order delivered at `entrega`. */
export function fimDoPrazoReembolso(entrega: Date | string): Date {
  return diasDepois(entrega, PRAZO_REEMBOLSO_DIAS)
}

export interface PedidoReembolsavel {
  status_pedido: string
  data_entrega_realizada: Date | string | null
  data_reembolso: Date | string | null
}

/**
 * Why this order's refund cannot be asked for at `agora` (docs/product/reembolsos.md: entregue, delivered at
 * most 7 days ago, not reembolsado nor carrying a refund date), or null when it can. Exactly 7 days after
 * the delivery is still inside the window.
 */
export function recusaDoReembolso(pedido: PedidoReembolsavel, agora: Date): string | null {
  if (pedido.status_pedido === 'reembolsado' || pedido.data_reembolso) return REEMBOLSO_MSG.jaReembolsado
  if (pedido.status_pedido !== 'entregue' || !pedido.data_entrega_realizada)
    return REEMBOLSO_MSG.pedidoNaoEntregue
  if (agora.getTime() > fimDoPrazoReembolso(pedido.data_entrega_realizada).getTime())
    return REEMBOLSO_MSG.prazoEncerrado
  return null
}

/** POST /reembolsos/solicitar/{id_pagamento} {motivo, descricao}: both required, the description ≤ 500. */
export const SolicitarReembolsoSchema = z.object({
  motivo: z.enum(MOTIVOS_REEMBOLSO, { error: REEMBOLSO_MSG.motivoObrigatorio }),
  descricao: textoSchema({
    max: DESCRICAO_REEMBOLSO_MAX,
    obrigatorio: REEMBOLSO_MSG.descricaoObrigatoria,
    longo: REEMBOLSO_MSG.descricaoLonga,
  }),
})
export type SolicitarReembolso = z.output<typeof SolicitarReembolsoSchema>

/** PUT /reembolsos/responder/{id} {respostaVendedor, aprovado}: the trimmed answer required, ≤ 1000. */
export const ResponderReembolsoSchema = z.object({
  respostaVendedor: textoSchema({
    max: RESPOSTA_REEMBOLSO_MAX,
    obrigatorio: REEMBOLSO_MSG.respostaObrigatoria,
    longo: REEMBOLSO_MSG.respostaLonga,
  }),
  aprovado: z.boolean({ error: REEMBOLSO_MSG.aprovadoObrigatorio }),
})
export type ResponderReembolso = z.output<typeof ResponderReembolsoSchema>

/** The order's latest refund request, as the order's detail shows it (GET /pedidos/{id}). */
export const ReembolsoDoPedido = z.object({
  id_reembolso: z.number(),
  status: z.enum(STATUS_REEMBOLSO),
  motivo: z.enum(MOTIVOS_REEMBOLSO),
  valor_solicitado: z.number(),
  valor_aprovado: z.number().nullable(),
  data_criacao: z.string(),
})
export type ReembolsoDoPedido = z.infer<typeof ReembolsoDoPedido>

/** The seller's answer is confirmed for 5 s (docs/product/reembolsos.md: toasts 5000 ms for the refund
 * response). */
export const TOAST_RESPOSTA_REEMBOLSO_MS = 5000
