/**
 * Orders (docs/product/pedidos.md, Order statuses and seller actions): the eight statuses, their labels and
 * the state machine the server enforces (docs/design.md#orders-and-money: a transition it does not allow is
 * refused with 422).
 */
import type { StatusPagamento } from './pagamento.ts'

/** What the orders API answers (docs/product/pedidos.md where it spells them). */
export const PEDIDO_MSG = {
  naoEncontrado: 'Pedido não encontrado.',
  semPermissao: 'Você não tem permissão para acessar este pedido.',
  acaoIndisponivel: 'Esta ação não está disponível para o status atual do pedido',
  cancelamentoIndisponivel: 'Não é possível cancelar o pedido neste status',
  motivoObrigatorio: 'Por favor, informe o motivo do cancelamento',
  motivoCurto: 'O motivo deve ter pelo menos 10 caracteres',
  motivoLongo: 'O motivo deve ter no máximo 500 caracteres',
  statusInvalido: 'Status de pedido inválido.',
  usuarioInvalido: 'Informe o usuário.',
  periodoInvalido: 'Período inválido.',
  datasObrigatorias: 'Informe a data de início e a data de fim do período personalizado.',
  statusAtualizado: (label: string) => `O Status do pedido foi atualizado para ${label}`,
  cancelado: 'Pedido cancelado com sucesso',
} as const

export const STATUS_PEDIDO = [
  'pagamento_pendente',
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
  'entregue',
  'cancelado',
  'reembolsado',
] as const

export type StatusPedido = (typeof STATUS_PEDIDO)[number]

export const STATUS_PEDIDO_LABELS: Record<StatusPedido, string> = {
  pagamento_pendente: 'Pagamento Pendente',
  pagamento_aprovado: 'Pagamento Aprovado',
  confirmado: 'Confirmado',
  em_preparacao: 'Em Preparação',
  pronto_para_entrega: 'Pronto para Entrega',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
  reembolsado: 'Reembolsado',
}

/**
 * Upper-case variants are recognised and an unknown status is shown as pending payment
 * (docs/product/pedidos.md), so anything read from outside goes through here before it is compared.
 */
export function normalizeStatusPedido(value: string | null | undefined): StatusPedido {
  const status = (value ?? '').trim().toLowerCase()
  return (STATUS_PEDIDO as readonly string[]).includes(status)
    ? (status as StatusPedido)
    : 'pagamento_pendente'
}

/**
 * Forward moves only; every status before delivery may also be cancelled (either side), and a
 * delivered order may end refunded. Confirming is not offered before the payment is approved: the
 * seller would be preparing goods nobody paid for (the payment webhook and "sincronizar" bring the
 * approval in).
 */
const TRANSITIONS: Record<StatusPedido, readonly StatusPedido[]> = {
  pagamento_pendente: ['pagamento_aprovado', 'cancelado'],
  pagamento_aprovado: ['confirmado', 'cancelado'],
  confirmado: ['em_preparacao', 'cancelado'],
  em_preparacao: ['pronto_para_entrega', 'cancelado'],
  pronto_para_entrega: ['entregue', 'cancelado'],
  entregue: ['reembolsado'],
  cancelado: [],
  reembolsado: [],
}

export function nextStatuses(from: StatusPedido): readonly StatusPedido[] {
  return TRANSITIONS[from]
}

export function canTransition(from: StatusPedido, to: StatusPedido): boolean {
  return TRANSITIONS[from].includes(to)
}

/** No move ever leaves these. */
export function isFinalStatus(status: StatusPedido): boolean {
  return TRANSITIONS[status].length === 0
}

/**
 * The buyer may cancel while the order is not entregue, cancelado or reembolsado (docs/product/pedidos.md).
 */
export function canBuyerCancel(status: StatusPedido): boolean {
  return canTransition(status, 'cancelado')
}

/**
 * Where a payment's status takes the order: an approved payment moves a pending order to
 * pagamento_aprovado; nothing else moves it, and nothing ever moves it backwards (a late
 * "pending" or a rejected second attempt leaves a paid order as it is).
 */
export function orderStatusAfterPayment(current: StatusPedido, paymentStatus: StatusPagamento): StatusPedido {
  if (current === 'pagamento_pendente' && paymentStatus === 'approved') return 'pagamento_aprovado'
  return current
}
