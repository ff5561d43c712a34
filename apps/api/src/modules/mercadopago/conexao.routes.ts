import { ConexaoStatusResponse as StatusResponse } from '@recria/domain/conexao-mercadopago'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSeller, sellerOnly } from '../../lib/guards.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { AuthorizeResponse, CallbackQuery, DisconnectResponse } from './conexao.schema.ts'
import type { ConexaoService } from './conexao.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface ConexaoRotas {
  mercadopago: { conexoes: ConexaoService }
}

/** docs/product/mercado-pago.md: the seller's Mercado Pago connection (OAuth with PKCE), sellers only. */
export const conexaoRoutes: FastifyPluginAsyncZod<ConexaoRotas> = async (app, { mercadopago }) => {
  const service = mercadopago.conexoes
  const route = routeOptions(['mercadopago'])

  app.get('/auth/mercadopago/status', route(sellerOnly, {}, { 200: StatusResponse }), async (req) =>
    service.situacao((await requireSeller(req)).id_usuario),
  )

  app.post('/auth/mercadopago/authorize', route(sellerOnly, {}, { 200: AuthorizeResponse }), async (req) =>
    service.autorizar(await requireSeller(req)),
  )

  // Mercado Pago sends the browser here; it always goes on to the result screen (302).
  app.get('/auth/mercadopago/callback', route(anyone, { querystring: CallbackQuery }), async (req, reply) => {
    const session = await req.session()
    const user = session.status === 'ok' ? session.user : null
    return reply.redirect(await service.callback(user, req.query), 302)
  })

  app.delete(
    '/auth/mercadopago/disconnect',
    route(sellerOnly, {}, { 200: DisconnectResponse }),
    async (req) => service.desconectar((await requireSeller(req)).id_usuario),
  )
}
