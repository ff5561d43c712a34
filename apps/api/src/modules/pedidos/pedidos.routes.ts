import {
  checkPeriodo,
  ItensPedidoResponse,
  PedidoDetalheResponse,
  PedidosCompradorResponse,
  PedidosFiltroFields,
  PedidosVendedorResponse,
} from '@recria/domain/pedidos-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buyerOnly, pathId, requireUser, selfOnly, sellerOnly, signedIn } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { IdParams } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'

const PedidosQuery = PaginacaoQuery.extend(PedidosFiltroFields).superRefine(checkPeriodo)

// The orders pages (spec part 2 §2, §7 Orders): each side lists its own orders; one order is read
// by its buyer or its seller only.
export const pedidosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const service = services.pedidosConsulta
  const tags = ['pedidos']

  app.get(
    '/pedidos/vendedor/:id',
    {
      onRequest: [sellerOnly, selfOnly],
      schema: {
        tags,
        params: IdParams,
        querystring: PedidosQuery,
        response: { 200: PedidosVendedorResponse },
      },
    },
    async (req) => service.doVendedor(pathId(req), req.query),
  )

  app.get(
    '/pedidos/comprador/:id',
    {
      onRequest: [buyerOnly, selfOnly],
      schema: {
        tags,
        params: IdParams,
        querystring: PedidosQuery,
        response: { 200: PedidosCompradorResponse },
      },
    },
    async (req) => service.doComprador(pathId(req), req.query),
  )

  app.get(
    '/pedidos/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: PedidoDetalheResponse } } },
    async (req) => service.detalhe(req.params.id, await requireUser(req)),
  )

  app.get(
    '/item-pedidos/pedido/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: ItensPedidoResponse } } },
    async (req) => service.itens(req.params.id, await requireUser(req)),
  )
}
