import { ConexaoStatusResponse as StatusResponse } from '@recria/domain/conexao-mercadopago'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireSeller, sellerOnly } from '../../lib/guards.ts'
import { AuthorizeResponse, CallbackQuery, DisconnectResponse } from './connection.schema.ts'
import { createConnectionService, type Reembolsaveis } from './connection.service.ts'

/** What the routes need beyond Deps: the payments rule a disconnection must pass (decision 020). */
export type ConnectionRoutesOptions = Deps & { reembolsaveis: Reembolsaveis }

/** Spec part 1 §7: the seller's Mercado Pago connection (OAuth with PKCE), sellers only. */
export const connectionRoutes: FastifyPluginAsyncZod<ConnectionRoutesOptions> = async (app, deps) => {
  const service = createConnectionService(deps)
  const tags = ['mercadopago']

  app.get(
    '/auth/mercadopago/status',
    { onRequest: sellerOnly, schema: { tags, response: { 200: StatusResponse } } },
    async (req) => service.status((await requireSeller(req)).id_usuario),
  )

  app.post(
    '/auth/mercadopago/authorize',
    { onRequest: sellerOnly, schema: { tags, response: { 200: AuthorizeResponse } } },
    async (req) => service.authorize(await requireSeller(req)),
  )

  // Mercado Pago sends the browser here; it always goes on to the result screen (302).
  app.get(
    '/auth/mercadopago/callback',
    { schema: { tags, querystring: CallbackQuery } },
    async (req, reply) => {
      const session = await req.session()
      const user = session.status === 'ok' ? session.user : null
      return reply.redirect(await service.callback(user, req.query), 302)
    },
  )

  app.delete(
    '/auth/mercadopago/disconnect',
    { onRequest: sellerOnly, schema: { tags, response: { 200: DisconnectResponse } } },
    async (req) => service.disconnect((await requireSeller(req)).id_usuario, deps.reembolsaveis),
  )
}
