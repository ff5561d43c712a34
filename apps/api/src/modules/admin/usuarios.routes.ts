import { AcaoOperadorBody } from '@recria/domain/operador'
import { UsuarioAdminItem, UsuariosAdminPagina } from '@recria/domain/operador-usuarios'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { operatorRoutes } from './operator-routes.ts'
import type { UsuariosAdminService } from './usuarios.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface UsuariosAdminRotas {
  admin: { usuarios: UsuariosAdminService }
}

const AcaoUsuarioResponse = z.object({ mensagem: z.string(), usuario: UsuarioAdminItem })

export const usuariosAdminRoutes: FastifyPluginAsyncZod<UsuariosAdminRotas> = async (app, { admin }) => {
  const rotas = operatorRoutes(app)
  const service = admin.usuarios
  rotas.list('/admin/usuarios', PaginacaoQuery, UsuariosAdminPagina, service.buscar)
  rotas.action('/admin/usuarios/:id/suspender', AcaoOperadorBody, AcaoUsuarioResponse, (operador, id, body) =>
    service.suspender(operador, id, body.motivo),
  )
  rotas.action('/admin/usuarios/:id/reativar', AcaoOperadorBody, AcaoUsuarioResponse, (operador, id, body) =>
    service.reativar(operador, id, body.motivo),
  )
}
