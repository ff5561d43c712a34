import {
  DecidirDisputaSchema,
  DISPUTA_MSG,
  DisputaAcaoResponse,
  DisputasPagina,
  STATUS_DISPUTA,
} from '@recria/domain/disputa'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import type { DisputasOperadorService } from './disputas.service.ts'
import { operatorRoutes } from './operator-routes.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface DisputasRotas {
  admin: { disputas: DisputasOperadorService }
}

const DisputasQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_DISPUTA, { error: DISPUTA_MSG.statusInvalido })),
})

// Disputes of rejected refunds: the operator's queue and decision (decision 027).
export const disputasRoutes: FastifyPluginAsyncZod<DisputasRotas> = async (app, { admin }) => {
  const rotas = operatorRoutes(app)
  rotas.list('/admin/disputas', DisputasQuery, DisputasPagina, admin.disputas.listar)
  rotas.action(
    '/admin/disputas/:id/decidir',
    DecidirDisputaSchema,
    DisputaAcaoResponse,
    admin.disputas.decidir,
  )
}
