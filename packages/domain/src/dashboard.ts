// The seller's dashboard (docs/product/painel.md): the six figures, the five latest orders, the revenue of
// the last 30 days and the raw material received through sustainable sales. Sales are paid orders not
// cancelled or refunded, dated by their creation, days in America/Sao_Paulo (decision 017).
import { STATUS_PEDIDO } from './pedido.ts'
import { z } from './zod.ts'

/** Orders that count as sales: paid, whatever their progress, not cancelled nor refunded. */
export const STATUS_DE_VENDA = [
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
  'entregue',
] as const
/** Paid orders still waiting for the seller (to confirm, prepare, hand over). */
export const STATUS_PENDENTES = [
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
] as const

/** This month against the last, in percent with one decimal; null when last month sold nothing. */
export function variacaoPercentual(atualCentavos: number, anteriorCentavos: number): number | null {
  if (anteriorCentavos === 0) return null
  return Math.round(((atualCentavos - anteriorCentavos) * 1000) / anteriorCentavos) / 10
}

/** Month revenue ÷ month orders, in centavos rounded half up; 0 without orders. */
export function ticketMedioCentavos(receitaCentavos: number, pedidos: number): number {
  return pedidos === 0 ? 0 : Math.round(receitaCentavos / pedidos)
}

export const DashboardResponse = z.object({
  pedidos_hoje: z.number(),
  receita_hoje: z.number(),
  pedidos_mes: z.number(),
  pedidos_pendentes: z.number(),
  receita_mes: z.number(),
  receita_mes_anterior: z.number(),
  /** This month's revenue against the last, percent with one decimal; null without last month. */
  variacao_receita: z.number().nullable(),
  ticket_medio: z.number(),
  pedidos_recentes: z.array(
    z.object({
      id_pedido: z.number(),
      status_pedido: z.enum(STATUS_PEDIDO),
      valor_total: z.number(),
      data_criacao: z.string(),
      comprador: z.object({ id_usuario: z.number(), nome: z.string() }),
    }),
  ),
  /** Every day of the last 30 (America/Sao_Paulo), oldest first, zero when nothing sold. */
  receita_30_dias: z.array(z.object({ dia: z.string(), receita: z.number(), pedidos: z.number() })),
  materia_prima_recebida: z.array(
    z.object({ nome_materia_prima: z.string(), unidade_medida: z.string(), quantidade: z.number() }),
  ),
})
export type DashboardResponse = z.infer<typeof DashboardResponse>
