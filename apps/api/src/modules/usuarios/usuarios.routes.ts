import {
  AddPerfilSchema,
  ChangePasswordSchema,
  ConfirmarEmailSchema,
  PerfisResponse,
  perfilEditSchema,
  RegisterSchema,
  UsuarioAtualizadoResponse,
  UsuarioResponse,
} from '@recria/domain/usuario'
import { UsuarioDadosResponse, usuarioDadosArquivo } from '@recria/domain/usuario-dados'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireUser, selfOnly } from '../../lib/guards.ts'
import { createLoginThrottle, DEVICE_COOKIE } from '../../lib/login-throttle.ts'
import { readMultipart } from '../../lib/multipart.ts'
import { perUser } from '../../lib/rate-limit.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import { toUsuario } from './usuarios.presenter.ts'
import type { UsuariosService } from './usuarios.service.ts'
import { SenhaIncorreta } from './usuarios.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface UsuariosRotas {
  deps: Deps
  usuarios: { usuarios: UsuariosService }
}

export const usuariosRoutes: FastifyPluginAsyncZod<UsuariosRotas> = async (app, { deps, usuarios }) => {
  const service = usuarios.usuarios
  const { config } = deps
  const route = routeOptions(['usuarios'])
  // A password checked here is a password guessed like a sign-in's (decision 044).
  const throttle = createLoginThrottle(deps)
  const wrongPassword = (error: unknown) => error instanceof SenhaIncorreta
  const passwordAttempt = async (req: FastifyRequest) => {
    const user = await requireUser(req)
    // Keyed as sign-in keys them: the e-mail in lower case.
    return { ip: req.ip, email: user.usuario.email.toLowerCase(), dispositivo: req.cookies[DEVICE_COOKIE] }
  }

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

  // Multipart (docs/product/conta.md): nome, email, cnpj_cpf, telefone, optional foto, optional removerFoto;
  // and senha, the current password, when the e-mail changes (decision 044).
  app.put(
    '/usuarios/:id',
    route(selfOnly, { ...byId, consumes: ['multipart/form-data'] }, { 200: UsuarioAtualizadoResponse }),
    async (req) => {
      const { usuario } = await requireUser(req)
      const form = await readMultipart(req, 'foto')
      const input = perfilEditSchema(usuario.email).parse(form.fields)
      const update = () =>
        service.update(req.params.id, input, { data: form.file, remove: form.fields.removerFoto === 'true' })
      if (input.email === usuario.email) return update()
      // Each request e-mails two addresses: bounded per account like a registration.
      await deps.rateLimit.hit([perUser('trocar-email', req.params.id, config.RATE_LIMIT_MAX)])
      return throttle.guard(await passwordAttempt(req), update, wrongPassword)
    },
  )

  // The link sent to the new address (decision 044): whoever holds it confirms, signed in or not.
  app.post(
    '/usuarios/email/confirmar',
    route(anyone, { body: ConfirmarEmailSchema }, { 200: MessageResponse }),
    async (req) => {
      await deps.rateLimit.hit([{ key: `confirmar-email:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX }])
      const session = await req.session()
      const sessao =
        session.status === 'ok'
          ? { idUsuario: session.user.id_usuario, tokenHash: session.user.tokenHash }
          : undefined
      return service.confirmarEmail(req.body.token, sessao)
    },
  )

  app.put(
    '/usuarios/:id/senha',
    route(selfOnly, { ...byId, body: ChangePasswordSchema }, { 200: MessageResponse }),
    async (req) => {
      const user = await requireUser(req)
      const change = () => service.changePassword(req.params.id, req.body, user.tokenHash)
      return throttle.guard(await passwordAttempt(req), change, wrongPassword)
    },
  )
}
