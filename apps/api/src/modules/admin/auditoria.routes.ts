import { AuditoriaPagina } from '@recria/domain/operador'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import type { AppContext } from '../../services.ts'

export const auditoriaRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const route = routeOptions(['admin'])
  app.get(
    '/admin/auditoria',
    route(operatorOnly, { querystring: PaginacaoQuery }, { 200: AuditoriaPagina }),
    async (req) => services.auditoria.listar(req.query),
  )
}
