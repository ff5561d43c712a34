import {
  AguardarPagamentoBody,
  AguardarPagamentoResponse,
  CheckoutAnuncioResponse,
  CheckoutAnuncioSchema,
  CheckoutCarrinhoResponse,
  CheckoutPedidoResponse,
  CheckoutUrlsBody,
  FinalizarCarrinhoResponse,
  OpcoesEntregaAnuncioResponse,
  OpcoesEntregaCarrinhoResponse,
  OpcoesEntregaQuery,
  RetornoQuery,
  RetornoResponse,
} from '@recria/domain/checkout'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { buyerOnly, ownCart, pathId, requireBuyer, requireUser, signedIn } from '../../lib/guards.ts'
import { perUser } from '../../lib/rate-limit.ts'
import { routeOptions } from '../../lib/route.ts'
import type { CarrinhoPagamentoService } from '../carrinho/carrinho.module.ts'
import type { CheckoutService } from './checkout.service.ts'
import type { RetornoService } from './retorno.service.ts'

/** What these routes are handed: the part of their module's face they use, the cart's payment step, the outside world. */
export interface CheckoutRotas {
  deps: Deps
  checkout: { checkout: CheckoutService; retorno: RetornoService }
  carrinho: { pagamento: CarrinhoPagamentoService }
}

// Buyers only (docs/product/carrinho-e-checkout.md). Paths naming the buyer answer for the signed-in one
// alone; carts and orders named by id are looked up as the signed-in buyer's own. Every call that makes an
// order or a Mercado Pago preference counts against the buyer's checkout limit, the result pages'
// status call against its own (decision 015).
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRotas> = async (app, { deps, ...modulos }) => {
  const { checkout, retorno } = modulos.checkout
  const carrinhos = modulos.carrinho.pagamento
  const { rateLimit, config } = deps
  const route = routeOptions(['checkout'])
  const limitarCompra = (idUsuario: number) =>
    rateLimit.hit([perUser('checkout', idUsuario, config.CHECKOUT_RATE_LIMIT_MAX)])

  // The delivery options for an address (decision 029): of each seller of the cart, of a listing's.
  app.get(
    '/carrinho/usuario/:id/entrega',
    route(ownCart, { querystring: OpcoesEntregaQuery }, { 200: OpcoesEntregaCarrinhoResponse }),
    async (req) => checkout.opcoesDoCarrinho(pathId(req), req.query.id_endereco),
  )

  app.get(
    '/anuncios/:id/entrega',
    route(signedIn, { querystring: OpcoesEntregaQuery }, { 200: OpcoesEntregaAnuncioResponse }),
    async (req) => checkout.opcoesDoAnuncio(await requireUser(req), pathId(req), req.query.id_endereco),
  )

  app.post(
    '/carrinho/usuario/:id/aguardar-pagamento',
    route(ownCart, { body: AguardarPagamentoBody }, { 200: AguardarPagamentoResponse }),
    async (req) => {
      await limitarCompra(pathId(req))
      return checkout.aguardarPagamento(pathId(req), req.body)
    },
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
    async (req) => {
      const user = await requireBuyer(req)
      await limitarCompra(user.id_usuario)
      return checkout.pagarCarrinho(user, pathId(req), req.body)
    },
  )

  app.post(
    '/mercadopago/checkout/anuncio/:id',
    route(buyerOnly, { body: CheckoutAnuncioSchema }, { 201: CheckoutAnuncioResponse }),
    async (req, reply) => {
      const user = await requireBuyer(req)
      await limitarCompra(user.id_usuario)
      const answer = await checkout.comprarAgora(user, pathId(req), req.body)
      return reply.status(201).send(answer)
    },
  )

  app.post(
    '/mercadopago/checkout/pedido/:id',
    route(buyerOnly, { body: CheckoutUrlsBody }, { 200: CheckoutPedidoResponse }),
    async (req) => {
      const user = await requireBuyer(req)
      await limitarCompra(user.id_usuario)
      return checkout.pagarPedido(user, pathId(req), req.body)
    },
  )

  app.get(
    '/mercadopago/checkout/pedido/:id',
    route(buyerOnly, { querystring: RetornoQuery }, { 200: RetornoResponse }),
    async (req) => {
      const user = await requireBuyer(req)
      await rateLimit.hit([perUser('retorno', user.id_usuario, config.PAYMENT_STATUS_RATE_LIMIT_MAX)])
      return retorno.consultar(user, pathId(req), req.query.payment_id)
    },
  )
}
