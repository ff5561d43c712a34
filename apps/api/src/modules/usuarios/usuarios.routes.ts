import {
  AddPerfilSchema,
  ChangePasswordSchema,
  PerfisResponse,
  ProfileEditSchema,
  RegisterSchema,
  UsuarioResponse,
} from '@recria/domain/usuario'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser, selfOnly } from '../../lib/guards.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { IdParams, MessageResponse } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { toUsuario } from './usuarios.presenter.ts'

export const usuariosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { deps, services }) => {
  const service = services.usuarios
  const { config } = deps
  const tags = ['usuarios']

  app.get('/usuarios/me', { schema: { tags, response: { 200: UsuarioResponse } } }, async (req) => {
    const user = await requireUser(req)
    return toUsuario(user.usuario)
  })

  app.post(
    '/usuarios',
    { schema: { tags, body: RegisterSchema, response: { 201: UsuarioResponse } } },
    async (req, reply) => {
      await deps.rateLimit.hit([
        { key: `cadastro:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX },
        { key: `cadastro:email:${req.body.email}`, max: config.RATE_LIMIT_MAX },
      ])
      reply.status(201)
      return service.cadastrar(req.body)
    },
  )

  app.get(
    '/usuarios/:id/perfis',
    { onRequest: selfOnly, schema: { tags, params: IdParams, response: { 200: PerfisResponse } } },
    async (req) => {
      return (await service.get(req.params.id)).perfis
    },
  )

  app.post(
    '/usuarios/:id/perfil',
    {
      onRequest: selfOnly,
      schema: { tags, params: IdParams, body: AddPerfilSchema, response: { 200: UsuarioResponse } },
    },
    async (req) => {
      return service.addPerfil(req.params.id, req.body)
    },
  )

  // Multipart (spec part 1 §7): nome, email, cnpj_cpf, telefone, optional foto, optional removerFoto.
  app.put(
    '/usuarios/:id',
    {
      onRequest: selfOnly,
      schema: {
        tags,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: UsuarioResponse },
      },
    },
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
    {
      onRequest: selfOnly,
      schema: { tags, params: IdParams, body: ChangePasswordSchema, response: { 200: MessageResponse } },
    },
    async (req) => {
      const user = await requireUser(req)
      return service.changePassword(req.params.id, req.body, user.tokenHash)
    },
  )
}
