/**
 * Payments (docs/product/pagamentos.md): Mercado Pago's statuses and payment types as Recria shows them,
 * and the money arithmetic around a payment, in integer centavos (docs/design.md#data-model).
 */

import { INTEGER_MAX } from './id.ts'

export const STATUS_PAGAMENTO = [
  'pending',
  'in_process',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'in_mediation',
  'charged_back',
] as const

export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number]

/** GET /pagamentos/vendedor/{id} answers this many payments when no limit is sent
 * (docs/product/pagamentos.md). */
export const PAGAMENTOS_LIMITE_PADRAO = 10

/**
 * What the API answers about a payment: reading it, syncing it with Mercado Pago and refunding it.
 * A sync that cannot succeed says why after `erroSincronizar`'s opening.
 */
export const PAGAMENTO_MSG = {
  naoEncontrado: 'Pagamento não encontrado.',
  semPermissao: 'Você não tem permissão para acessar este pagamento.',
  sincronizado: 'Pagamento sincronizado com sucesso',
  erroSincronizar: (motivo: string) => `Erro ao sincronizar pagamento. ${motivo}`,
  mercadoPagoSemResposta: 'O Mercado Pago não respondeu; tente novamente.',
  semVendedorConectado: (mpPaymentId: number) =>
    `Pagamento ${mpPaymentId} não encontrado para nenhum vendedor conectado.`,
  referenciaForaDoVendedor: (mpPaymentId: number | undefined, referencia: string) =>
    `Pagamento ${mpPaymentId}: a referência "${referencia}" não é um pedido do vendedor.`,
  reembolsoRecusado: 'O Mercado Pago recusou o reembolso deste pagamento.',
  erroReembolso: 'Erro ao processar reembolso no Mercado Pago. Tente novamente.',
  statusInvalido: 'Status de pagamento inválido.',
  meioInvalido: 'Meio de pagamento inválido.',
} as const

export const STATUS_PAGAMENTO_LABELS: Record<StatusPagamento, string> = {
  pending: 'Pendente',
  in_process: 'Em processamento',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
  in_mediation: 'Em mediação',
  charged_back: 'Estornado (chargeback)',
}

/**
 * A payment the buyer contested at Mercado Pago: a claim holds its money (in_mediation), a chargeback
 * took it back (charged_back). Neither is approved; the seller is told when a payment enters one.
 */
export const STATUS_CONTESTADOS = [
  'in_mediation',
  'charged_back',
] as const satisfies readonly StatusPagamento[]

export const contestado = (status: string): status is (typeof STATUS_CONTESTADOS)[number] =>
  (STATUS_CONTESTADOS as readonly string[]).includes(status)

/**
 * Mercado Pago statuses Recria folds into its own (docs/product/pagamentos.md, Payment statuses).
 * in_mediation is kept as itself since the operator's Financeiro area follows contested payments (decision
 * 025); the payments page's status filter still counts it as in_process (pagamentos-consulta.ts).
 */
const FOLDED: Record<string, StatusPagamento> = {
  authorized: 'in_process',
  captured: 'approved',
}

/**
 * The provider's status as Recria stores it: authorized is in_process, captured is approved.
 * Anything unknown counts as pending, the one status that moves nothing forward.
 */
export function mapPaymentStatus(mpStatus: string | null | undefined): StatusPagamento {
  const status = (mpStatus ?? '').trim().toLowerCase()
  if ((STATUS_PAGAMENTO as readonly string[]).includes(status)) return status as StatusPagamento
  return FOLDED[status] ?? 'pending'
}

/**
 * The payments page's method filter (docs/product/pagamentos.md): Mercado Pago's payment_type_id values, and
 * 'pix', a payment_method_id (a Pix is a bank_transfer whose method is pix).
 */
export const MEIOS_PAGAMENTO = [
  'account_money',
  'credit_card',
  'debit_card',
  'bank_transfer',
  'ticket',
  'pix',
] as const

export type MeioPagamento = (typeof MEIOS_PAGAMENTO)[number]

/** The method filter's options: a Pix is a bank transfer, so each needs its own name here. */
export const MEIO_PAGAMENTO_LABELS: Record<MeioPagamento, string> = {
  account_money: 'Saldo no Mercado Pago',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  bank_transfer: 'Transferência bancária (inclui Pix)',
  ticket: 'Boleto',
  pix: 'Pix',
}

/** Mercado Pago's payment_type_id values (plus 'pix', which the payments filter lists too). */
export const TIPO_PAGAMENTO_LABELS: Record<string, string> = {
  bank_transfer: 'Pix',
  pix: 'Pix',
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  ticket: 'Boleto',
  account_money: 'Saldo no Mercado Pago',
}

export function tipoPagamentoLabel(tipo: string | null | undefined): string {
  if (!tipo) return 'Não informado'
  return TIPO_PAGAMENTO_LABELS[tipo] ?? tipo
}

/** Reais as the provider's API writes them (at most two decimals) to integer centavos. */
export function toCentavos(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`valor inválido: ${reais}`)
  return Math.round(reais * 100)
}

/** Centavos to reais as the API answers them: a number with at most two decimals (129.9). */
export function centavosToReais(centavos: number): number {
  return Math.round(centavos) / 100
}

/**
 * The platform's share of an order's cash total (`marketplace_fee`, docs/design.md#orders-and-money):
 * `percent` of the total, rounded half up to the centavo. Integer arithmetic on basis points, so 10% of R$
 * 0,05 is exactly 1 centavo and no float ever leaks into money.
 */
export function platformFeeCentavos(totalCentavos: number, percent: number): number {
  if (!Number.isInteger(totalCentavos) || totalCentavos < 0) throw new RangeError('total inválido')
  if (!(percent >= 0 && percent <= 100)) throw new RangeError('percentual inválido')
  const basisPoints = Math.round(percent * 100)
  return Math.floor((totalCentavos * basisPoints + 5_000) / 10_000)
}

/**
 * The platform's share of one order (decision 029): its percentage of the items only; the delivery
 * fee goes whole to the seller, who pays the carrier (or delivers, or hands it over at pickup).
 */
export function platformFeeDoPedido(
  totais: { itensCentavos: number; entregaCentavos: number },
  percent: number,
): number {
  if (!Number.isInteger(totais.entregaCentavos) || totais.entregaCentavos < 0)
    throw new RangeError('taxa de entrega inválida')
  return platformFeeCentavos(totais.itensCentavos, percent)
}

/** What an order's items add up to, in centavos. */
export function itemsTotalCentavos(items: readonly { quantidade: number; valorUnitarioCentavos: number }[]) {
  return items.reduce((sum, item) => sum + item.quantidade * item.valorUnitarioCentavos, 0)
}

/** The largest cash total an order can store: `pedidos.valor_total_centavos` is a PostgreSQL integer. */
export const PEDIDO_TOTAL_MAX_CENTAVOS = INTEGER_MAX

/** The largest raw-material total an order can store: `numeric(12, 2)`, in hundredths. */
export const PEDIDO_MATERIA_MAX_CENTESIMOS = 999_999_999_999

/**
 * Whether an order's totals fit the columns that store them: checked before any order is written
 * (cart checkout, buy now), so a huge cart is refused by name instead of failing in the database.
 * The items' own values are parts of these totals, so they fit too.
 */
export function totaisDoPedidoCabem(totais: { valorTotalCentavos: number; materiaCentesimos: number }) {
  const cabe = (valor: number, max: number) => Number.isSafeInteger(valor) && valor >= 0 && valor <= max
  return (
    cabe(totais.valorTotalCentavos, PEDIDO_TOTAL_MAX_CENTAVOS) &&
    cabe(totais.materiaCentesimos, PEDIDO_MATERIA_MAX_CENTESIMOS)
  )
}
