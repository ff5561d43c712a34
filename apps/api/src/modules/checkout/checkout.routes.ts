import {
  AguardarPagamentoResponse,
  CheckoutAnuncioResponse,
  CheckoutAnuncioSchema,
  CheckoutCarrinhoResponse,
  CheckoutPedidoResponse,
  CheckoutUrlsBody,
  FinalizarCarrinhoResponse,
  RetornoQuery,
  RetornoResponse,
} from '@recria/domain/checkout'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buyerOnly, ownCart, pathId, requireBuyer } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { AppContext } from '../../services.ts'

// Buyers only (spec part 1 §7, part 2 §7). Paths naming the buyer answer for the signed-in one alone;
// carts and orders named by id are looked up as the signed-in buyer's own.
export const checkoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const { checkout, retorno, carrinhoPagamento: carrinhos } = services
  const route = routeOptions(['checkout'])

  app.post(
    '/carrinho/usuario/:id/aguardar-pagamento',
    route(ownCart, {}, { 200: AguardarPagamentoResponse }),
    async (req) => checkout.aguardarPagamento(pathId(req)),
  )

  app.get(
    '/carrinho/usuario/:id/aguardando-pagamento',
    route(ownCart, {}, { 200: AguardarPagamentoResponse }),
    async (req) => checkout.aguardando(pathId(req)),
  )

  app.post(
    '/carrinho/usuario/:id/finalizar',
    route(ownCart, {}, { 200: FinalizarCarrinhoResponse }),
    async (req) => carrinhos.finalizar(pathId(req)),
  )

  app.post(
    '/mercadopago/checkout/carrinho/:id',
    route(buyerOnly, { body: CheckoutUrlsBody }, { 200: CheckoutCarrinhoResponse }),
    async (req) => checkout.pagarCarrinho(await requireBuyer(req), pathId(req), req.body),
  )

  app.post(
    '/mercadopago/checkout/anuncio/:id',
    route(buyerOnly, { body: CheckoutAnuncioSchema }, { 201: CheckoutAnuncioResponse }),
    async (req, reply) => {
      const answer = await checkout.comprarAgora(await requireBuyer(req), pathId(req), req.body)
      return reply.status(201).send(answer)
    },
  )

  app.post(
    '/mercadopago/checkout/pedido/:id',
    route(buyerOnly, { body: CheckoutUrlsBody }, { 200: CheckoutPedidoResponse }),
    async (req) => checkout.pagarPedido(await requireBuyer(req), pathId(req), req.body),
  )

  app.get(
    '/mercadopago/checkout/pedido/:id',
    route(buyerOnly, { querystring: RetornoQuery }, { 200: RetornoResponse }),
    async (req) => retorno.consultar(await requireBuyer(req), pathId(req), req.query.payment_id),
  )
}
