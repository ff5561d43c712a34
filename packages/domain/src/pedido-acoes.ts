// What the seller and the buyer do to an order (docs/product/pedidos.md): the seller's steps forward, and
// cancelling with a reason. The server enforces the state machine of pedido.ts
// (docs/design.md#orders-and-money): confirming needs the payment approved first (decision 016), and either
// side cancels while `canTransition(status, 'cancelado')`.
import { AcompanhamentoCampos } from './entrega-pedido.ts'
import { idSchema } from './id.ts'
import { PEDIDO_MSG, STATUS_PEDIDO, type StatusPedido } from './pedido.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/**
 * The seller's moves, each from the one before it (docs/product/pedidos.md, 'Seller actions on an order').
 */
export const PASSOS_DO_VENDEDOR = ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue'] as const
export type PassoDoVendedor = (typeof PASSOS_DO_VENDEDOR)[number]

export function isPassoDoVendedor(status: StatusPedido): status is PassoDoVendedor {
  return (PASSOS_DO_VENDEDOR as readonly string[]).includes(status)
}

/** The date each step stamps. */
export const DATA_DO_PASSO = {
  confirmado: 'data_confirmacao',
  em_preparacao: 'data_preparacao',
  pronto_para_entrega: 'data_pronto_entrega',
  entregue: 'data_entrega_realizada',
} as const satisfies Record<PassoDoVendedor, string>

const idUsuario = idSchema(PEDIDO_MSG.usuarioInvalido)

/**
 * PUT /pedidos/{id}/status: one of the eight statuses in any case ('CONFIRMADO' too), else 400. Which
 * the seller may set from where the order stands is the state machine's call (422 otherwise). Moving
 * an order that has a delivery mode to 'pronto_para_entrega' carries that mode's information
 * (`lerAcompanhamento` in ./entrega-pedido.ts): a tracking code, pickup instructions or a window.
 */
export const PedidoStatusSchema = z.object({
  status: z.unknown().transform((value, ctx): StatusPedido => {
    const status = typeof value === 'string' ? value.trim().toLowerCase() : null
    if (status && (STATUS_PEDIDO as readonly string[]).includes(status)) return status as StatusPedido
    ctx.addIssue({ code: 'custom', message: PEDIDO_MSG.statusInvalido, input: value })
    return z.NEVER
  }),
  id_usuario: idUsuario,
  ...AcompanhamentoCampos,
})
export type PedidoStatus = z.output<typeof PedidoStatusSchema>

/** PUT /pedidos/{id}/entrega: the seller corrects what they told at 'Pronto para entrega'. */
export const PedidoEntregaSchema = z.object({
  ...AcompanhamentoCampos,
  id_usuario: idUsuario.optional(),
  status: z.unknown().optional(),
})
export type PedidoEntrega = z.output<typeof PedidoEntregaSchema>

/**
 * PUT /pedidos/{id}/cancelar. `tipo_cancelamento` is accepted for the documented client and ignored: who
 * cancels is who asks (VENDEDOR or COMPRADOR).
 */
export const PedidoCancelarSchema = z.object({
  motivo: textoSchema({
    min: 10,
    max: 500,
    obrigatorio: PEDIDO_MSG.motivoObrigatorio,
    curto: PEDIDO_MSG.motivoCurto,
    longo: PEDIDO_MSG.motivoLongo,
  }),
  id_usuario: idUsuario,
  tipo_cancelamento: z.unknown().optional(),
})
export type PedidoCancelar = z.output<typeof PedidoCancelarSchema>

const data = z.string().nullable()

/**
 * What the seller's steps (DATA_DO_PASSO), a cancellation and a refund stamp on an order, as an action
 * and the order's detail (./pedidos-consulta.ts) answer them.
 */
export const MarcosDoPedidoFields = {
  data_confirmacao: data,
  data_preparacao: data,
  data_pronto_entrega: data,
  data_entrega_realizada: data,
  data_cancelamento: data,
  motivo_cancelamento: z.string().nullable(),
  tipo_cancelamento: z.enum(['VENDEDOR', 'COMPRADOR']).nullable(),
  data_reembolso: data,
}

export const PedidoAcaoResponse = z.object({
  mensagem: z.string(),
  pedido: z.object({ id_pedido: z.number(), status_pedido: z.string(), ...MarcosDoPedidoFields }),
})
export type PedidoAcaoResponse = z.infer<typeof PedidoAcaoResponse>
