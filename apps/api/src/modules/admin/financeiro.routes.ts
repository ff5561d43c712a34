import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  FinanceiroQuery,
  FinanceiroResponse,
  ReenviarReembolsoResponse,
  ResolverPendenciaBody,
  ResolverPendenciaResponse,
} from '@recria/domain/operador-financeiro'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, requireOperator } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { FinanceiroOperadorService } from './financeiro.service.ts'
import { operatorRoutes } from './operator-routes.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface FinanceiroRotas {
  admin: { financeiro: FinanceiroOperadorService }
}

// Money that needs a person: failed refunds, contested payments, failed notifications and the
// reconciliation's discrepancies, with their actions (decision 025).
export const financeiroRoutes: FastifyPluginAsyncZod<FinanceiroRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const rotas = operatorRoutes(app)
  const service = admin.financeiro

  rotas.list('/admin/financeiro', FinanceiroQuery, FinanceiroResponse, service.listar)
  rotas.action(
    '/admin/financeiro/reembolsos/:id/reenviar',
    AcaoOperadorBody,
    ReenviarReembolsoResponse,
    (operador, id, body) => service.reenviar(operador, id, body.motivo),
  )

  app.post(
    '/admin/financeiro/pendencias',
    route(operatorOnly, { body: ResolverPendenciaBody }, { 200: ResolverPendenciaResponse }),
    async (req) => service.resolver(await requireOperator(req), req.body),
  )
}
