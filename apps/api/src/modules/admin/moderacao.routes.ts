import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  MODERACAO_MSG,
  ModeracaoPagina,
  REVISOES_MODERACAO_VALORES,
  RevisaoModeracaoResponse,
} from '@recria/domain/operador-moderacao'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, pathId, requireOperator } from '../../lib/guards.ts'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { ModeracaoOperadorService } from './moderacao.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface ModeracaoRotas {
  admin: { moderacao: ModeracaoOperadorService }
}

const ModeracaoQuery = PaginacaoQuery.extend({
  revisao: emptyAsAbsent(z.enum(REVISOES_MODERACAO_VALORES, { error: MODERACAO_MSG.revisaoInvalida })),
})

// What the report thresholds did, for an operator to confirm or reverse with a reason (decision 024).
export const moderacaoRoutes: FastifyPluginAsyncZod<ModeracaoRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const service = admin.moderacao

  app.get(
    '/admin/moderacao',
    route(operatorOnly, { querystring: ModeracaoQuery }, { 200: ModeracaoPagina }),
    async (req) => service.listar(req.query),
  )

  app.post(
    '/admin/moderacao/:id/confirmar',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: RevisaoModeracaoResponse }),
    async (req) => service.confirmar(await requireOperator(req), pathId(req), req.body),
  )

  app.post(
    '/admin/moderacao/:id/reverter',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: RevisaoModeracaoResponse }),
    async (req) => service.reverter(await requireOperator(req), pathId(req), req.body),
  )
}
