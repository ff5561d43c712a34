import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  MODERACAO_MSG,
  ModeracaoPagina,
  REVISOES_MODERACAO_VALORES,
  RevisaoModeracaoResponse,
} from '@recria/domain/operador-moderacao'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import type { ModeracaoOperadorService } from './moderacao.service.ts'
import { operatorRoutes } from './operator-routes.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface ModeracaoRotas {
  admin: { moderacao: ModeracaoOperadorService }
}

const ModeracaoQuery = PaginacaoQuery.extend({
  revisao: emptyAsAbsent(z.enum(REVISOES_MODERACAO_VALORES, { error: MODERACAO_MSG.revisaoInvalida })),
})

// What the report thresholds did, for an operator to confirm or reverse with a reason (decision 024).
export const moderacaoRoutes: FastifyPluginAsyncZod<ModeracaoRotas> = async (app, { admin }) => {
  const rotas = operatorRoutes(app)
  const service = admin.moderacao
  rotas.list('/admin/moderacao', ModeracaoQuery, ModeracaoPagina, service.listar)
  rotas.action(
    '/admin/moderacao/:id/confirmar',
    AcaoOperadorBody,
    RevisaoModeracaoResponse,
    service.confirmar,
  )
  rotas.action('/admin/moderacao/:id/reverter', AcaoOperadorBody, RevisaoModeracaoResponse, service.reverter)
}
