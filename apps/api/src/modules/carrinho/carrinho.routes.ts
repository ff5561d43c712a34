import {
  CarrinhoItemCreateSchema,
  CarrinhoItemDeleteSchema,
  CarrinhoQuantidadeSchema,
  CarrinhoResponse,
} from '@recria/domain/carrinho'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CacheRespostas } from '../../lib/cache-respostas.ts'
import { buyerOnly, ownCart, pathId, requireBuyer } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { CarrinhoService } from './carrinho.service.ts'

/** What these routes are handed: the part of their module's face they use, the answers kept in memory. */
export interface CarrinhoRotas {
  carrinho: { carrinho: CarrinhoService }
  carrinhos?: CacheRespostas
}

// Buyers only, each answering for the signed-in buyer alone (docs/product/carrinho-e-checkout.md). Item ids
// are looked up inside the caller's own active cart: another buyer's item is simply not found.
export const carrinhoRoutes: FastifyPluginAsyncZod<CarrinhoRotas> = async (app, { carrinho, carrinhos }) => {
  const service = carrinho.carrinho
  const route = routeOptions(['carrinho'])

  // Kept per buyer (decision 039): the key is the path's id, which the guard has just held to the
  // signed-in buyer.
  app.get(
    '/carrinho/usuario/:id',
    {
      ...route(ownCart, {}, { 200: CarrinhoResponse }),
      ...carrinhos?.rota('carrinho', (req) => pathId(req), { privada: true }),
    },
    async (req) => service.get(pathId(req)),
  )

  app.post(
    '/carrinho/item',
    route(buyerOnly, { body: CarrinhoItemCreateSchema }, { 200: CarrinhoResponse, 201: CarrinhoResponse }),
    async (req, reply) => {
      const user = await requireBuyer(req)
      const { criado, carrinho } = await service.adicionar(user.id_usuario, req.body)
      return reply.status(criado ? 201 : 200).send(carrinho)
    },
  )

  app.put(
    '/carrinho/item/:id/quantidade',
    route(buyerOnly, { body: CarrinhoQuantidadeSchema }, { 200: CarrinhoResponse }),
    async (req) => {
      const user = await requireBuyer(req)
      const { nova_quantidade, id_usuario_comprador } = req.body
      return service.mudarQuantidade(user.id_usuario, pathId(req), id_usuario_comprador, nova_quantidade)
    },
  )

  app.delete(
    '/carrinho/item/:id',
    route(buyerOnly, { body: CarrinhoItemDeleteSchema }, { 200: CarrinhoResponse }),
    async (req) => {
      const user = await requireBuyer(req)
      return service.remover(user.id_usuario, pathId(req), req.body.id_usuario_comprador)
    },
  )

  app.delete('/carrinho/usuario/:id/limpar', route(ownCart, {}, { 200: CarrinhoResponse }), async (req) =>
    service.limpar(pathId(req)),
  )
}
