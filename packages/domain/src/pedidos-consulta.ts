// The orders pages (docs/product/pedidos.md, its order and order item):
// the filters the lists take and what the lists and the detail answer, declared once for the API
// and the web app.
import { ItemPedidoCheckout } from './checkout.ts'
import { VisibilidadeDadosPrivados } from './dados-privados.ts'
import { EnderecoEntrega } from './endereco.ts'
import { EntregaDoPedido } from './entrega-pedido.ts'
import { checkIntervalo, diaOpcional, opcional } from './filtro-datas.ts'
import { MateriaDoPedido } from './materia-cobranca.ts'
import { STATUS_PAGAMENTO } from './pagamento.ts'
import { contadoresSchema, paginaSchema } from './pagina.ts'
import { PEDIDO_MSG, STATUS_PEDIDO } from './pedido.ts'
import { MarcosDoPedidoFields } from './pedido-acoes.ts'
import { ReembolsoDoPedido } from './reembolso.ts'
import { z } from './zod.ts'

/** Period filters (docs/product/pedidos.md); days are Brazil's (America/Sao_Paulo). */
export const PERIODOS_PEDIDO = ['hoje', 'ontem', 'semana', 'mes', 'personalizado'] as const
export type PeriodoPedido = (typeof PERIODOS_PEDIDO)[number]

/** `status`, `periodo`, `data_inicio`, `data_fim` of both order lists (page, limit, busca apart). */
export const PedidosFiltroFields = {
  status: opcional(z.enum(STATUS_PEDIDO, { error: PEDIDO_MSG.statusInvalido })),
  periodo: opcional(z.enum(PERIODOS_PEDIDO, { error: PEDIDO_MSG.periodoInvalido })),
  data_inicio: diaOpcional,
  data_fim: diaOpcional,
}

/** A custom period needs both days, the end not before the start (end inclusive). */
export function checkPeriodo(
  q: { periodo?: PeriodoPedido; data_inicio?: string; data_fim?: string },
  ctx: z.RefinementCtx,
) {
  if (q.periodo !== 'personalizado') return
  if (!q.data_inicio || !q.data_fim) {
    const path = [q.data_inicio ? 'data_fim' : 'data_inicio']
    ctx.addIssue({ code: 'custom', message: PEDIDO_MSG.datasObrigatorias, path })
  } else checkIntervalo('data_inicio', 'data_fim')(q, ctx)
}

export const PedidosFiltroSchema = z.object(PedidosFiltroFields).superRefine(checkPeriodo)
export type PedidosFiltro = z.output<typeof PedidosFiltroSchema>

const Parte = z.object({ id_usuario: z.number(), nome: z.string() })
/** The other party's phone is null while the order shows no private data (decision 041). */
const ParteComTelefone = Parte.extend({ telefone: z.string().nullable() })

/** A card of the lists: the order, the other party and its first item. */
const PedidoResumoBase = z.object({
  id_pedido: z.number(),
  status_pedido: z.enum(STATUS_PEDIDO),
  valor_total: z.number(),
  quantidade_total_materia_prima: z.number(),
  data_criacao: z.string(),
  quantidade_itens: z.number(),
  /** The first item's product, as bought; null only for an order without items. */
  produto_principal: z.object({ nome: z.string(), imagem: z.string().nullable() }).nullable(),
  /** The other party's messages on this order the reader has not opened yet. */
  mensagens_nao_lidas: z.number(),
})
export const PedidoDoVendedor = PedidoResumoBase.extend({ comprador: Parte })
export const PedidoDoComprador = PedidoResumoBase.extend({ vendedor: Parte })
export type PedidoDoVendedor = z.infer<typeof PedidoDoVendedor>
export type PedidoDoComprador = z.infer<typeof PedidoDoComprador>

/** The eight status counters and their total, for the list's filters without the status one. */
export const ContadoresPedidos = contadoresSchema(STATUS_PEDIDO)
export type ContadoresPedidos = z.infer<typeof ContadoresPedidos>

export const PedidosVendedorResponse = paginaSchema(PedidoDoVendedor).extend({
  contadores: ContadoresPedidos,
})
export const PedidosCompradorResponse = paginaSchema(PedidoDoComprador).extend({
  contadores: ContadoresPedidos,
})
export type PedidosVendedorResponse = z.infer<typeof PedidosVendedorResponse>
export type PedidosCompradorResponse = z.infer<typeof PedidosCompradorResponse>

/** An item as bought (the checkout's snapshot), nested as the documented pages read it too. */
export const ItemPedido = ItemPedidoCheckout.extend({
  /**
   * What the seller recorded as received of `quantidade_materia_prima` (owed), in the same unit; null
   * until recorded and for padrão items (decision 028).
   */
  quantidade_recebida: z.number().nullable(),
  /**
   * Only on the buyer's delivered order, for an item whose product they have not reviewed yet: the
   * product its 'Avaliar' action reviews.
   */
  id_produto_a_avaliar: z.number().optional(),
  anuncio: z.object({
    id_anuncio: z.number().nullable(),
    produto: z.object({ nome: z.string(), imagem: z.string().nullable() }),
    materia_prima: z
      .object({ nome_materia_prima: z.string(), unidade_medida: z.string().nullable() })
      .nullable(),
  }),
})
export type ItemPedido = z.infer<typeof ItemPedido>
export const ItensPedidoResponse = z.array(ItemPedido)

/** The order's latest payment; the provider's id is the seller's alone (docs/product/pedidos.md). */
export const PagamentoDoPedido = z.object({
  id_pagamento: z.number(),
  status: z.enum(STATUS_PAGAMENTO),
  tipo_pagamento: z.string().nullable(),
  valor_total: z.number(),
  valor_taxa: z.number(),
  valor_liquido: z.number(),
  data_criacao: z.string(),
  mercado_pago_payment_id: z.number().optional(),
})

export const EventoPedido = z.object({
  status_anterior: z.enum(STATUS_PEDIDO).nullable(),
  status_novo: z.enum(STATUS_PEDIDO),
  origem: z.string(),
  descricao: z.string().nullable(),
  criado_em: z.string(),
})

/** GET /pedidos/{id}: every Pedido field of docs/product/pedidos.md, under both of its spellings. */
export const PedidoDetalheResponse = z.object({
  id_pedido: z.number(),
  status_pedido: z.enum(STATUS_PEDIDO),
  status: z.enum(STATUS_PEDIDO),
  valor_total: z.number(),
  quantidade_total_materia_prima: z.number(),
  data_criacao: z.string(),
  data_pedido: z.string(),
  data_pagamento_aprovado: z.string().nullable(),
  ...MarcosDoPedidoFields,
  comprador: ParteComTelefone,
  vendedor: ParteComTelefone,
  itens: z.array(ItemPedido),
  pagamento: PagamentoDoPedido.nullable(),
  id_pagamento: z.number().nullable(),
  /** The order's latest refund request, null when none was ever made. */
  reembolso: ReembolsoDoPedido.nullable(),
  eventos: z.array(EventoPedido),
  /**
   * Whether the order shows the other party's phone, the pickup place and the delivery address now
   * (decision 041), and if not, why: the pages say it in place of each hidden piece.
   */
  dados_privados: VisibilidadeDadosPrivados,
  /**
   * The delivery address as it was at checkout: always the buyer's to see, the seller's only while
   * `dados_privados` is 'visiveis'; null when the order has none or it is hidden.
   */
  endereco_entrega: EnderecoEntrega.nullable(),
  /** The delivery chosen at checkout (decision 029); null on orders made before delivery modes. */
  entrega: EntregaDoPedido.nullable(),
  /** The raw material's settlement when some did not arrive (decision 030). */
  materia: MateriaDoPedido,
})
export type PedidoDetalheResponse = z.infer<typeof PedidoDetalheResponse>
