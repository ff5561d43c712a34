// Checkout (docs/product/carrinho-e-checkout.md; docs/design.md#orders-and-money): the cart becomes one order
// per seller, each paid through its own Mercado Pago preference; buy now makes one order of one unit. What
// the routes accept and answer, declared once for the API and the web app.
import { FORMAS_PAGAMENTO } from './anuncio-forma.ts'
import { formaPagamentoSchema, type ImpedimentoDeCompra } from './carrinho.ts'
import { CHECKOUT_MSG } from './checkout-msg.ts'
import {
  ENTREGA_OPCOES_MSG,
  EscolhaEntregaSchema,
  MODOS_ENTREGA,
  modoEntregaSchema,
  OpcaoEntregaResponse,
} from './entrega-opcoes.ts'
import { idSchema } from './id.ts'
import { STATUS_PAGAMENTO } from './pagamento.ts'
import { STATUS_PEDIDO } from './pedido.ts'
import { z } from './zod.ts'

export { CHECKOUT_MSG } from './checkout-msg.ts'

/** The checkout refuses a cart naming the first item that can no longer be bought, and why. */
export const ITEM_IMPEDIDO_MSG: Record<ImpedimentoDeCompra, (nome: string) => string> = {
  indisponivel: (nome) =>
    `O produto "${nome}" não está mais disponível para compra. Remova-o do carrinho para continuar.`,
  vendedor_bloqueado: (nome) =>
    `O vendedor de "${nome}" está temporariamente bloqueado. Remova o produto do carrinho para continuar.`,
  sem_sustentavel: (nome) =>
    `"${nome}" não aceita mais pagamento sustentável. Remova-o e adicione-o de novo na forma padrão.`,
  proprio: (nome) => `"${nome}" é um anúncio seu. Remova-o do carrinho para continuar.`,
}

/** A back URL as sent; the server keeps it only when it is on Recria's own origin. */
const url = z.string({ error: CHECKOUT_MSG.urlInvalida }).max(2048, CHECKOUT_MSG.urlInvalida).optional()

/** POST /mercadopago/checkout/carrinho/{id} (and the other checkout calls): where to come back. */
export const CheckoutUrlsSchema = z.object({
  success_url: url,
  failure_url: url,
  pending_url: url,
  /** Accepted for the documented client, never used: notifications always go to Recria's own webhook. */
  notification_url: url,
})
export type CheckoutUrls = z.output<typeof CheckoutUrlsSchema>

/** The buyer's address the order goes to; without it, the principal address (or none). */
const idEndereco = idSchema().optional()

/** POST /mercadopago/checkout/anuncio/{id}: buy one unit now. */
export const CheckoutAnuncioSchema = CheckoutUrlsSchema.extend({
  forma_pagamento_selecionada: formaPagamentoSchema,
  id_endereco: idEndereco,
  /** None: the seller's default option for the address (`opcaoPadrao`, decision 029). */
  modo_entrega: modoEntregaSchema.optional(),
})

/** At most this many delivery choices in one checkout (one per seller of the cart). */
export const ENTREGAS_MAX = 50

/**
 * POST /carrinho/usuario/{id}/aguardar-pagamento: the body is optional. `entregas` names one mode per
 * seller; a seller not named gets its default option for the address (decision 029).
 */
export const AguardarPagamentoBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    id_endereco: idEndereco,
    entregas: z
      .array(EscolhaEntregaSchema, { error: ENTREGA_OPCOES_MSG.escolhasInvalidas })
      .max(ENTREGAS_MAX, ENTREGA_OPCOES_MSG.escolhasInvalidas)
      .refine(
        (escolhas) => new Set(escolhas.map((e) => e.id_vendedor)).size === escolhas.length,
        ENTREGA_OPCOES_MSG.vendedorRepetido,
      )
      .optional(),
  }),
)
export type AguardarPagamentoInput = z.output<typeof AguardarPagamentoBody>
export type CheckoutAnuncio = z.output<typeof CheckoutAnuncioSchema>

/** A body is optional on the pay-again and cart calls: none means Recria's own result pages. */
export const CheckoutUrlsBody = z.preprocess((body) => body ?? {}, CheckoutUrlsSchema)

const Vendedor = z.object({ id_usuario: z.number(), nome: z.string() })

/** An item of an order as the checkout wrote it: a snapshot, so later edits never change it. */
export const ItemPedidoCheckout = z.object({
  id_item_pedido: z.number(),
  id_anuncio: z.number().nullable(),
  nome_produto: z.string(),
  imagem_produto: z.string().nullable(),
  quantidade: z.number(),
  valor_unitario: z.number(),
  valor_total_item: z.number(),
  forma_pagamento_selecionada: z.enum(FORMAS_PAGAMENTO),
  /** Raw material the buyer hands over for all the item's units; null for padrão. */
  quantidade_materia_prima: z.number().nullable(),
  nome_materia_prima: z.string().nullable(),
  unidade_medida: z.string().nullable(),
})
export type ItemPedidoCheckout = z.infer<typeof ItemPedidoCheckout>

export const PedidoCheckout = z.object({
  id_pedido: z.number(),
  status_pedido: z.enum(STATUS_PEDIDO),
  vendedor: Vendedor,
  /** Items plus the delivery fee, in reais. */
  valor_total: z.number(),
  /** The delivery fee in reais (0 for pickup and for orders made before delivery modes). */
  taxa_entrega: z.number(),
  /** Null on orders made before delivery modes existed. */
  modo_entrega: z.enum(MODOS_ENTREGA).nullable(),
  prazo_entrega_dias: z.number().int().nullable(),
  quantidade_total_materia_prima: z.number(),
  itens: z.array(ItemPedidoCheckout),
})
export type PedidoCheckout = z.infer<typeof PedidoCheckout>

/** POST /carrinho/usuario/{id}/aguardar-pagamento: the cart awaiting payment and its orders. */
export const AguardarPagamentoResponse = z.object({
  id_carrinho: z.number(),
  status: z.literal('aguardando_pagamento'),
  pedidos: z.array(PedidoCheckout),
})
export type AguardarPagamentoResponse = z.infer<typeof AguardarPagamentoResponse>

/** The buyer's address for the delivery options: none means the principal one (or pickup only). */
export const OpcoesEntregaQuery = z.object({ id_endereco: idEndereco })

/** One seller's options for the destination: what the cart drawer and buy now offer. */
export const OpcoesEntregaAnuncioResponse = z.object({
  id_vendedor: z.number(),
  nome_vendedor: z.string(),
  opcoes: z.array(OpcaoEntregaResponse),
})
export type OpcoesEntregaAnuncioResponse = z.infer<typeof OpcoesEntregaAnuncioResponse>

/** GET /carrinho/usuario/{id}/entrega: each seller of the active cart, in the cart's order. */
export const OpcoesEntregaCarrinhoResponse = z.object({ vendedores: z.array(OpcoesEntregaAnuncioResponse) })
export type OpcoesEntregaCarrinhoResponse = z.infer<typeof OpcoesEntregaCarrinhoResponse>

/** POST /carrinho/usuario/{id}/finalizar. */
export const FinalizarCarrinhoResponse = z.object({
  id_carrinho: z.number(),
  status: z.literal('finalizado'),
})

const Links = { init_point: z.string(), sandbox_init_point: z.string() }

/** POST /mercadopago/checkout/carrinho/{id}: one preference per unpaid order; the first one's link. */
export const CheckoutCarrinhoResponse = z.object({
  data: z.object({
    ...Links,
    pedidos: z.array(
      z.object({
        id_pedido: z.number(),
        vendedor: Vendedor,
        valor_total: z.number(),
        init_point: z.string(),
      }),
    ),
  }),
})
export type CheckoutCarrinhoResponse = z.infer<typeof CheckoutCarrinhoResponse>

/** POST /mercadopago/checkout/pedido/{id}: pay (again) one unpaid order. */
export const CheckoutPedidoResponse = z.object({ data: z.object({ ...Links, id_pedido: z.number() }) })
export type CheckoutPedidoResponse = z.infer<typeof CheckoutPedidoResponse>

/** POST /mercadopago/checkout/anuncio/{id}: the link at `data` and at `data.data`
 * (docs/product/carrinho-e-checkout.md). */
export const CheckoutAnuncioResponse = z.object({
  data: z.object({ ...Links, id_pedido: z.number(), data: z.object(Links) }),
})
export type CheckoutAnuncioResponse = z.infer<typeof CheckoutAnuncioResponse>

/** GET /mercadopago/checkout/pedido/{id}?payment_id=: the return pages ask where the payment stands. */
export const RetornoQuery = z.object({
  payment_id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identificador de pagamento inválido.')
    .transform(Number)
    .optional(),
})

export const RetornoResponse = z.object({
  id_pedido: z.number(),
  status_pedido: z.enum(STATUS_PEDIDO),
  /** Recria itself has seen the approval (webhook or a sync just now): the only reason to say so. */
  pagamento_aprovado: z.boolean(),
  pagamento: z.object({ mercado_pago_payment_id: z.number(), status: z.enum(STATUS_PAGAMENTO) }).nullable(),
  /** Another unpaid order of the same cart, to be paid next. */
  proximo_pedido: z.object({ id_pedido: z.number(), vendedor: Vendedor, valor_total: z.number() }).nullable(),
})
export type RetornoResponse = z.infer<typeof RetornoResponse>
