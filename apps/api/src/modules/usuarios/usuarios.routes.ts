import {
  AddPerfilSchema,
  ChangePasswordSchema,
  PerfisResponse,
  ProfileEditSchema,
  RegisterSchema,
  UsuarioResponse,
} from '@recria/domain/usuario'
import { UsuarioDadosResponse, usuarioDadosArquivo } from '@recria/domain/usuario-dados'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser, selfOnly } from '../../lib/guards.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { toUsuario } from './usuarios.presenter.ts'

export const usuariosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { deps, services }) => {
  const service = services.usuarios
  const { config } = deps
  const route = routeOptions(['usuarios'])

  app.get('/usuarios/me', route(anyone, {}, { 200: UsuarioResponse }), async (req) => {
    const user = await requireUser(req)
    return toUsuario(user.usuario)
  })

  app.post(
    '/usuarios',
    route(anyone, { body: RegisterSchema }, { 201: UsuarioResponse }),
    async (req, reply) => {
      await deps.rateLimit.hit([
        { key: `cadastro:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX },
        { key: `cadastro:email:${req.body.email}`, max: config.RATE_LIMIT_MAX },
      ])
      reply.status(201)
      return service.cadastrar(req.body, { ip: req.ip })
    },
  )

  app.get('/usuarios/:id/perfis', route(selfOnly, byId, { 200: PerfisResponse }), async (req) => {
    return (await service.get(req.params.id)).perfis
  })

  // LGPD, art. 18: everything Recria holds about the user, as a JSON file to keep.
  app.get('/usuarios/:id/dados', route(selfOnly, byId, { 200: UsuarioDadosResponse }), async (req, reply) => {
    reply.header('content-disposition', `attachment; filename="${usuarioDadosArquivo(req.params.id)}"`)
    reply.header('cache-control', 'no-store')
    return service.exportarDados(req.params.id)
  })

  app.post(
    '/usuarios/:id/perfil',
    route(selfOnly, { ...byId, body: AddPerfilSchema }, { 200: UsuarioResponse }),
    async (req) => {
      return service.addPerfil(req.params.id, req.body)
    },
  )

  // Multipart (spec part 1 §7): nome, email, cnpj_cpf, telefone, optional foto, optional removerFoto.
  app.put(
    '/usuarios/:id',
    route(selfOnly, { ...byId, consumes: ['multipart/form-data'] }, { 200: UsuarioResponse }),
    async (req) => {
      const form = await readMultipart(req, 'foto')
      const input = ProfileEditSchema.parse(form.fields)
      return service.update(req.params.id, input, {
        data: form.file,
        remove: form.fields.removerFoto === 'true',
      })
    },
  )

  app.put(
    '/usuarios/:id/senha',
    route(selfOnly, { ...byId, body: ChangePasswordSchema }, { 200: MessageResponse }),
    async (req) => {
      const user = await requireUser(req)
      return service.changePassword(req.params.id, req.body, user.tokenHash)
    },
  )
}
