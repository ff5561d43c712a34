import { AuditoriaPagina } from '@recria/domain/operador'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import type { AuditoriaService } from './auditoria.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface AuditoriaRotas {
  admin: { auditoria: AuditoriaService }
}

export const auditoriaRoutes: FastifyPluginAsyncZod<AuditoriaRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  app.get(
    '/admin/auditoria',
    route(operatorOnly, { querystring: PaginacaoQuery }, { 200: AuditoriaPagina }),
    async (req) => admin.auditoria.listar(req.query),
  )
}
