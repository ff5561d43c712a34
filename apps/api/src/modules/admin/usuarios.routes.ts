import { AcaoOperadorBody } from '@recria/domain/operador'
import { UsuarioAdminItem, UsuariosAdminPagina } from '@recria/domain/operador-usuarios'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, requireOperator } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { UsuariosAdminService } from './usuarios.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface UsuariosAdminRotas {
  admin: { usuarios: UsuariosAdminService }
}

const AcaoUsuarioResponse = z.object({ mensagem: z.string(), usuario: UsuarioAdminItem })

export const usuariosAdminRoutes: FastifyPluginAsyncZod<UsuariosAdminRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const service = admin.usuarios

  app.get(
    '/admin/usuarios',
    route(operatorOnly, { querystring: PaginacaoQuery }, { 200: UsuariosAdminPagina }),
    async (req) => service.buscar(req.query),
  )

  app.post(
    '/admin/usuarios/:id/suspender',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: AcaoUsuarioResponse }),
    async (req) => service.suspender(await requireOperator(req), req.params.id, req.body.motivo),
  )

  app.post(
    '/admin/usuarios/:id/reativar',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: AcaoUsuarioResponse }),
    async (req) => service.reativar(await requireOperator(req), req.params.id, req.body.motivo),
  )
}
