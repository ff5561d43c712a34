import { ExcluirContaSchema } from '@recria/domain/usuario'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ownData, SESSION_COOKIE } from '../../lib/guards.ts'
import { perUser } from '../../lib/rate-limit.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import type { ExclusaoService } from './exclusao.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface ExclusaoRotas {
  deps: Deps
  usuarios: { exclusao: ExclusaoService }
}

// LGPD, art. 18: the user deletes their own account, confirming with the password.
export const exclusaoRoutes: FastifyPluginAsyncZod<ExclusaoRotas> = async (app, { deps, usuarios }) => {
  const { config, rateLimit } = deps
  const route = routeOptions(['usuarios'])

  app.delete(
    '/usuarios/:id',
    route(ownData, { ...byId, body: ExcluirContaSchema }, { 200: MessageResponse }),
    async (req, reply) => {
      // A password guessed here is a password guessed: limited as sign-in is, per account and address.
      await rateLimit.hit([
        perUser('excluir-conta', req.params.id, config.RATE_LIMIT_MAX),
        { key: `excluir-conta:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX },
      ])
      const answer = await usuarios.exclusao.excluir(req.params.id, req.body.senha)
      const secure = config.COOKIE_SECURE ?? req.protocol === 'https'
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
      return answer
    },
  )
}
