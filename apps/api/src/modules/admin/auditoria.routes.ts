import { AuditoriaPagina } from '@recria/domain/operador'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import type { AuditoriaService } from './auditoria.service.ts'
import { operatorRoutes } from './operator-routes.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface AuditoriaRotas {
  admin: { auditoria: AuditoriaService }
}

export const auditoriaRoutes: FastifyPluginAsyncZod<AuditoriaRotas> = async (app, { admin }) => {
  operatorRoutes(app).list('/admin/auditoria', PaginacaoQuery, AuditoriaPagina, admin.auditoria.listar)
}
