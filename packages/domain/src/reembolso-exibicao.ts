/**
 * How refunds read on both sides' pages (docs/product/reembolsos.md): status and reason labels, with the
 * order-facing vocabulary (AGUARDANDO_APROVACAO, PRODUTO_DEFEITUOSO…) and unknown values folded in;
 * the parties' phones; the dates with 'N/A' and 'Data inválida'; the justification preview.
 */
import { formatDateTime } from './format.ts'
import { STATUS_REEMBOLSO, type StatusReembolso } from './reembolso.ts'

/** The seller's pages read unknown statuses as awaiting_approval; the buyer's list as requested. */
export type StatusReembolsoComprador = StatusReembolso | 'requested'

const STATUS_MAIUSCULO: Record<string, StatusReembolso> = {
  AGUARDANDO_APROVACAO: 'awaiting_approval',
  APROVADO: 'approved',
  PROCESSANDO: 'processing',
  CONCLUIDO: 'completed',
  REJEITADO: 'rejected',
  CANCELADO: 'cancelled',
  FALHA: 'failed',
}

function conhecido(value: string | null | undefined): StatusReembolso | null {
  const texto = (value ?? '').trim()
  if ((STATUS_REEMBOLSO as readonly string[]).includes(texto)) return texto as StatusReembolso
  return STATUS_MAIUSCULO[texto.toUpperCase()] ?? null
}

export function statusReembolsoVendedor(value: string | null | undefined): StatusReembolso {
  return conhecido(value) ?? 'awaiting_approval'
}

export function statusReembolsoComprador(value: string | null | undefined): StatusReembolsoComprador {
  return conhecido(value) ?? 'requested'
}

/** docs/product/reembolsos.md: awaiting_approval is 'Pendente' to the seller. */
export const STATUS_REEMBOLSO_VENDEDOR_LABELS: Record<StatusReembolso, string> = {
  awaiting_approval: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  processing: 'Processando',
  completed: 'Concluído',
  failed: 'Falhou',
  cancelled: 'Cancelado',
}

/**
 * docs/product/reembolsos.md: requested is 'Solicitado', awaiting_approval 'Aguardando Análise' to the buyer;
 * the other statuses read as they do to the seller.
 */
export const STATUS_REEMBOLSO_COMPRADOR_LABELS: Record<StatusReembolsoComprador, string> = {
  requested: 'Solicitado',
  ...STATUS_REEMBOLSO_VENDEDOR_LABELS,
  awaiting_approval: 'Aguardando Análise',
}

/** The sentence under the seller detail's status badge. */
export const STATUS_REEMBOLSO_VENDEDOR_DESCRICOES: Record<StatusReembolso, string> = {
  awaiting_approval: 'O comprador aguarda a sua resposta. Aprove ou rejeite a solicitação.',
  approved: 'Você aprovou o reembolso; o Mercado Pago vai devolver o valor ao comprador.',
  rejected: 'Você rejeitou esta solicitação de reembolso.',
  processing: 'O Mercado Pago está processando a devolução do valor ao comprador.',
  completed: 'O valor foi devolvido ao comprador pelo Mercado Pago.',
  failed:
    'O Mercado Pago não concluiu a devolução depois de várias tentativas. Verifique a conexão da sua conta do Mercado Pago.',
  cancelled: 'Esta solicitação de reembolso foi cancelada.',
}

/** The sentence under the buyer detail's status badge. */
export const STATUS_REEMBOLSO_COMPRADOR_DESCRICOES: Record<StatusReembolsoComprador, string> = {
  requested: 'Sua solicitação de reembolso foi registrada.',
  awaiting_approval: 'O vendedor vai analisar sua solicitação em até 3 dias úteis.',
  approved: 'O vendedor aprovou o reembolso; o Mercado Pago vai devolver o valor.',
  rejected: 'O vendedor rejeitou sua solicitação de reembolso.',
  processing: 'O Mercado Pago está processando a devolução do valor.',
  completed:
    'O valor foi devolvido pelo Mercado Pago. O estorno aparece na sua fatura ou saldo conforme o meio de pagamento.',
  failed: 'O Mercado Pago não conseguiu concluir a devolução. O vendedor foi avisado.',
  cancelled: 'Esta solicitação de reembolso foi cancelada.',
}

/** The five reasons a buyer picks, plus three that detail views may show (docs/product/reembolsos.md). */
export const MOTIVOS_REEMBOLSO_EXIBIDOS = [
  'product_not_received',
  'defective_product',
  'different_product',
  'payment_error',
  'others',
  'seller_cancellation',
  'buyer_cancellation',
  'duplicate_payment',
] as const
export type MotivoReembolsoExibido = (typeof MOTIVOS_REEMBOLSO_EXIBIDOS)[number]

export const MOTIVO_REEMBOLSO_LABELS: Record<MotivoReembolsoExibido, string> = {
  product_not_received: 'Produto não recebido',
  defective_product: 'Produto com defeito',
  different_product: 'Produto diferente do anunciado',
  payment_error: 'Erro no pagamento',
  others: 'Outros',
  seller_cancellation: 'Cancelamento pelo vendedor',
  buyer_cancellation: 'Cancelamento pelo comprador',
  duplicate_payment: 'Pagamento duplicado',
}

const MOTIVO_MAIUSCULO: Record<string, MotivoReembolsoExibido> = {
  PRODUTO_NAO_RECEBIDO: 'product_not_received',
  PRODUTO_DEFEITUOSO: 'defective_product',
  PRODUTO_DIFERENTE: 'different_product',
  DESISTENCIA: 'buyer_cancellation',
  ERRO_PAGAMENTO: 'payment_error',
  OUTROS: 'others',
}

/** Unknown reasons display as others (docs/product/reembolsos.md). */
export function motivoReembolso(value: string | null | undefined): MotivoReembolsoExibido {
  const texto = (value ?? '').trim()
  if ((MOTIVOS_REEMBOLSO_EXIBIDOS as readonly string[]).includes(texto))
    return texto as MotivoReembolsoExibido
  return MOTIVO_MAIUSCULO[texto.toUpperCase()] ?? 'others'
}

/**
 * A party's phone as the refund pages show it: (DD) NNNNN-NNNN with 11 digits, (DD) NNNN-NNNN with
 * 10, otherwise as stored; null when there is none. The buyer's page drops a leading 55 (Brazil's
 * code) when there are more than 11 digits (docs/product/reembolsos.md).
 */
export function formatTelefoneReembolso(
  telefone: string | null | undefined,
  { semCodigoDoPais = false }: { semCodigoDoPais?: boolean } = {},
): string | null {
  const original = (telefone ?? '').trim()
  let digitos = original.replace(/\D/g, '')
  if (!digitos) return null
  if (semCodigoDoPais && digitos.length > 11 && digitos.startsWith('55')) digitos = digitos.slice(2)
  if (digitos.length === 11) return `(${digitos.slice(0, 2)}) ${digitos.slice(2, 7)}-${digitos.slice(7)}`
  if (digitos.length === 10) return `(${digitos.slice(0, 2)}) ${digitos.slice(2, 6)}-${digitos.slice(6)}`
  return semCodigoDoPais ? digitos : original
}

/** A refund page's date: 'N/A' when missing, 'Data inválida' when unreadable (docs/product/reembolsos.md). */
export function formatDataReembolso(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A'
  const data = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(data.getTime())) return 'Data inválida'
  return formatDateTime(data)
}

/** 'Minha Justificativa' on the buyer's card: cut at 100 characters plus an ellipsis
 * (docs/product/reembolsos.md). */
export const JUSTIFICATIVA_PREVIEW = 100

export function resumoJustificativa(texto: string | null | undefined, max = JUSTIFICATIVA_PREVIEW): string {
  const t = (texto ?? '').trim()
  return t.length > max ? `${t.slice(0, max)}...` : t
}
