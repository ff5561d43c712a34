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
import {
  buyerOnly,
  pathId,
  requireBuyer,
  requireSeller,
  requireUser,
  selfOnly,
  sellerOnly,
  signedIn,
} from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { IdParams } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { ensureReembolsoAprovadoQueue } from './reembolso-aprovado.queue.ts'
import { ensureReembolsoPedidoQueue } from './reembolso-pedido.queue.ts'

const ReembolsosQuery = PaginacaoQuery.extend(ReembolsosFiltroFields).superRefine(checkDatas)

// Refunds (spec part 2 §7 Refunds): the buyer asks, the seller answers; each side lists its own,
// one request is read by its two parties only (DESIGN §6).
export const reembolsosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { deps, services }) => {
  const service = services.reembolsos
  const consulta = services.reembolsosConsulta
  // Created by whichever starts first, the routes that send (a request approved, an order cancelled)
  // or the worker that runs.
  await ensureReembolsoAprovadoQueue(deps.boss)
  await ensureReembolsoPedidoQueue(deps.boss)
  const tags = ['reembolsos']

  app.post(
    '/reembolsos/solicitar/:id',
    {
      onRequest: buyerOnly,
      schema: {
        tags,
        params: IdParams,
        body: SolicitarReembolsoSchema,
        response: { 201: ReembolsoAcaoResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.solicitar(await requireBuyer(req), pathId(req), req.body)),
  )

  app.put(
    '/reembolsos/responder/:id',
    {
      onRequest: sellerOnly,
      schema: {
        tags,
        params: IdParams,
        body: ResponderReembolsoSchema,
        response: { 200: ReembolsoAcaoResponse },
      },
    },
    async (req) => service.responder(await requireSeller(req), pathId(req), req.body),
  )

  app.get(
    '/reembolsos/vendedor/:id',
    {
      onRequest: [sellerOnly, selfOnly],
      schema: { tags, params: IdParams, querystring: ReembolsosQuery, response: { 200: ReembolsosResponse } },
    },
    async (req) => consulta.listar('vendedor', pathId(req), req.query),
  )

  app.get(
    '/reembolsos/comprador/:id',
    {
      onRequest: [buyerOnly, selfOnly],
      schema: { tags, params: IdParams, querystring: ReembolsosQuery, response: { 200: ReembolsosResponse } },
    },
    async (req) => consulta.listar('comprador', pathId(req), req.query),
  )

  app.get(
    '/reembolsos/estatisticas/:id',
    {
      onRequest: [signedIn, selfOnly],
      schema: { tags, params: IdParams, response: { 200: ReembolsoEstatisticasResponse } },
    },
    async (req) => consulta.estatisticas(await requireUser(req)),
  )

  app.get(
    '/reembolsos/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: ReembolsoDetalheResponse } } },
    async (req) => consulta.detalhe(pathId(req), await requireUser(req)),
  )
}
