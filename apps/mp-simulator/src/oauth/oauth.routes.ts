import type { FastifyPluginAsync } from 'fastify'
import type { SimulatorOptions } from '../options.ts'
import { authorizationRoutes } from './authorization.routes.ts'
import { tokenRoutes } from './token.routes.ts'
import { usersRoutes } from './users.routes.ts'

/** Mercado Pago's OAuth: the consent page (auth.mercadopago.com), POST /oauth/token and GET /users/me. */
export const oauthRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  // Each child gets the simulator's options without any `prefix` they may carry: paths stay the real API's.
  const { prefix: _prefix, ...simulator } = options as SimulatorOptions & { prefix?: string }
  await app.register(authorizationRoutes, simulator)
  await app.register(tokenRoutes, simulator)
  await app.register(usersRoutes, simulator)
}
