import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  FinanceiroQuery,
  FinanceiroResponse,
  ReenviarReembolsoResponse,
  ResolverPendenciaBody,
  ResolverPendenciaResponse,
} from '@recria/domain/operador-financeiro'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, pathId, requireOperator } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { FinanceiroOperadorService } from './financeiro.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface FinanceiroRotas {
  admin: { financeiro: FinanceiroOperadorService }
}

// Money that needs a person: failed refunds, contested payments, failed notifications and the
// reconciliation's discrepancies, with their actions (decision 025).
export const financeiroRoutes: FastifyPluginAsyncZod<FinanceiroRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const service = admin.financeiro

  app.get(
    '/admin/financeiro',
    route(operatorOnly, { querystring: FinanceiroQuery }, { 200: FinanceiroResponse }),
    async (req) => service.listar(req.query),
  )

  app.post(
    '/admin/financeiro/reembolsos/:id/reenviar',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: ReenviarReembolsoResponse }),
    async (req) => service.reenviar(await requireOperator(req), pathId(req), req.body.motivo),
  )

  app.post(
    '/admin/financeiro/pendencias',
    route(operatorOnly, { body: ResolverPendenciaBody }, { 200: ResolverPendenciaResponse }),
    async (req) => service.resolver(await requireOperator(req), req.body),
  )
}
