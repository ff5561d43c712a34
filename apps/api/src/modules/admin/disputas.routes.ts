import {
  DecidirDisputaSchema,
  DISPUTA_MSG,
  DisputaAcaoResponse,
  DisputasPagina,
  STATUS_DISPUTA,
} from '@recria/domain/disputa'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, pathId, requireOperator } from '../../lib/guards.ts'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { DisputasOperadorService } from './disputas.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface DisputasRotas {
  admin: { disputas: DisputasOperadorService }
}

const DisputasQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_DISPUTA, { error: DISPUTA_MSG.statusInvalido })),
})

// Disputes of rejected refunds: the operator's queue and decision (decision 027).
export const disputasRoutes: FastifyPluginAsyncZod<DisputasRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const service = admin.disputas

  app.get(
    '/admin/disputas',
    route(operatorOnly, { querystring: DisputasQuery }, { 200: DisputasPagina }),
    async (req) => service.listar(req.query),
  )

  app.post(
    '/admin/disputas/:id/decidir',
    route(operatorOnly, { ...byId, body: DecidirDisputaSchema }, { 200: DisputaAcaoResponse }),
    async (req) => service.decidir(await requireOperator(req), pathId(req), req.body),
  )
}
