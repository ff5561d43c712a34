import {
  checkPeriodo,
  ItensPedidoResponse,
  PedidoDetalheResponse,
  PedidosCompradorResponse,
  PedidosFiltroFields,
  PedidosVendedorResponse,
} from '@recria/domain/pedidos-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownBuyerData, ownSellerData, pathId, requireUser, signedIn } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { PedidosConsultaService } from './pedidos-consulta.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface PedidosRotas {
  pedidos: { consulta: PedidosConsultaService }
}

const PedidosQuery = PaginacaoQuery.extend(PedidosFiltroFields).superRefine(checkPeriodo)

// The orders pages (docs/product/pedidos.md): each side lists its own orders; one order is read
// by its buyer or its seller only.
export const pedidosRoutes: FastifyPluginAsyncZod<PedidosRotas> = async (app, { pedidos }) => {
  const service = pedidos.consulta
  const route = routeOptions(['pedidos'])

  app.get(
    '/pedidos/vendedor/:id',
    route(ownSellerData, { ...byId, querystring: PedidosQuery }, { 200: PedidosVendedorResponse }),
    async (req) => service.doVendedor(pathId(req), req.query),
  )

  app.get(
    '/pedidos/comprador/:id',
    route(ownBuyerData, { ...byId, querystring: PedidosQuery }, { 200: PedidosCompradorResponse }),
    async (req) => service.doComprador(pathId(req), req.query),
  )

  app.get('/pedidos/:id', route(signedIn, byId, { 200: PedidoDetalheResponse }), async (req) =>
    service.detalhe(req.params.id, await requireUser(req)),
  )

  app.get('/item-pedidos/pedido/:id', route(signedIn, byId, { 200: ItensPedidoResponse }), async (req) =>
    service.itens(req.params.id, await requireUser(req)),
  )
}
