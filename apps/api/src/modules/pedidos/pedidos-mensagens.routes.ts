import {
  MENSAGEM_MSG,
  Mensagem,
  MensagemBody,
  MensagensQuery,
  MensagensResponse,
} from '@recria/domain/mensagem'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { TooManyRequests } from '../../lib/errors.ts'
import { requireUser, signedIn } from '../../lib/guards.ts'
import { createRateLimiter, perUser } from '../../lib/rate-limit.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { PedidosMensagensService } from './pedidos-mensagens.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface PedidosMensagensRotas {
  deps: Deps
  pedidos: { mensagens: PedidosMensagensService }
}

/** The messages' window: MENSAGEM_RATE_LIMIT_MAX per user in each minute. */
const JANELA_SEGUNDOS = 60

// The order's thread: its buyer and its seller read and write it; an operator reads a disputed one.
export const pedidosMensagensRoutes: FastifyPluginAsyncZod<PedidosMensagensRotas> = async (
  app,
  { deps, pedidos },
) => {
  const service = pedidos.mensagens
  const route = routeOptions(['pedidos'])
  const limite = createRateLimiter(deps.db, JANELA_SEGUNDOS)

  app.get(
    '/pedidos/:id/mensagens',
    route(signedIn, { ...byId, querystring: MensagensQuery }, { 200: MensagensResponse }),
    async (req) => service.ler(req.params.id, await requireUser(req), req.query),
  )

  app.post(
    '/pedidos/:id/mensagens',
    route(signedIn, { ...byId, body: MensagemBody }, { 201: Mensagem }),
    async (req, reply) => {
      const user = await requireUser(req)
      try {
        await limite.hit([perUser('mensagem', user.id_usuario, deps.config.MENSAGEM_RATE_LIMIT_MAX)])
      } catch (err) {
        if (err instanceof TooManyRequests) throw new TooManyRequests(err.retryAfter, MENSAGEM_MSG.muitas)
        throw err
      }
      reply.code(201)
      return service.enviar(req.params.id, user, req.body)
    },
  )
}
