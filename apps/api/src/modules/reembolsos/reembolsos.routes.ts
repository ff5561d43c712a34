import { AbrirDisputaSchema } from '@recria/domain/disputa'
import { ResponderReembolsoSchema, SolicitarReembolsoSchema } from '@recria/domain/reembolso'
import {
  checkDatas,
  ReembolsoAcaoResponse,
  ReembolsoDetalheResponse,
  ReembolsoEstatisticasResponse,
  ReembolsosFiltroFields,
  ReembolsosResponse,
} from '@recria/domain/reembolso-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import {
  buyerOnly,
  ownBuyerData,
  ownData,
  ownSellerData,
  pathId,
  requireBuyer,
  requireSeller,
  requireUser,
  sellerOnly,
  signedIn,
} from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { DisputasService } from './disputas.service.ts'
import { ensureReembolsoQueues } from './reembolsos.queue.ts'
import type { ReembolsosService } from './reembolsos.service.ts'
import type { ReembolsosConsultaService } from './reembolsos-consulta.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface ReembolsosRotas {
  deps: Deps
  reembolsos: {
    reembolsos: ReembolsosService
    consulta: ReembolsosConsultaService
    disputas: DisputasService
  }
}

const ReembolsosQuery = PaginacaoQuery.extend(ReembolsosFiltroFields).superRefine(checkDatas)

// Refunds (docs/product/reembolsos.md Refunds): the buyer asks, the seller answers; each side lists its own,
// one request is read by its two parties only (docs/design.md#http-conventions).
export const reembolsosRoutes: FastifyPluginAsyncZod<ReembolsosRotas> = async (app, { deps, reembolsos }) => {
  const service = reembolsos.reembolsos
  const consulta = reembolsos.consulta
  // Created by whichever starts first, the routes that send (a request approved, an order cancelled)
  // or the worker that runs.
  await ensureReembolsoQueues(deps.boss)
  const route = routeOptions(['reembolsos'])

  app.post(
    '/reembolsos/solicitar/:id',
    route(buyerOnly, { ...byId, body: SolicitarReembolsoSchema }, { 201: ReembolsoAcaoResponse }),
    async (req, reply) =>
      reply.status(201).send(await service.solicitar(await requireBuyer(req), pathId(req), req.body)),
  )

  app.put(
    '/reembolsos/responder/:id',
    route(sellerOnly, { ...byId, body: ResponderReembolsoSchema }, { 200: ReembolsoAcaoResponse }),
    async (req) => service.responder(await requireSeller(req), pathId(req), req.body),
  )

  // The buyer disputes the seller's rejection (within 7 days); an operator decides (admin/disputas).
  app.post(
    '/reembolsos/:id/disputa',
    route(buyerOnly, { ...byId, body: AbrirDisputaSchema }, { 201: ReembolsoAcaoResponse }),
    async (req, reply) =>
      reply.status(201).send(await reembolsos.disputas.abrir(await requireBuyer(req), pathId(req), req.body)),
  )

  app.get(
    '/reembolsos/vendedor/:id',
    route(ownSellerData, { ...byId, querystring: ReembolsosQuery }, { 200: ReembolsosResponse }),
    async (req) => consulta.listar('vendedor', pathId(req), req.query),
  )

  app.get(
    '/reembolsos/comprador/:id',
    route(ownBuyerData, { ...byId, querystring: ReembolsosQuery }, { 200: ReembolsosResponse }),
    async (req) => consulta.listar('comprador', pathId(req), req.query),
  )

  app.get(
    '/reembolsos/estatisticas/:id',
    route(ownData, byId, { 200: ReembolsoEstatisticasResponse }),
    async (req) => consulta.estatisticas(await requireUser(req)),
  )

  app.get('/reembolsos/:id', route(signedIn, byId, { 200: ReembolsoDetalheResponse }), async (req) =>
    consulta.detalhe(pathId(req), await requireUser(req)),
  )
}
