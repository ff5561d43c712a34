import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ConnectionRoutesOptions, connectionRoutes } from './connection.routes.ts'
import { webhookRoutes } from './webhook.routes.ts'

export const mercadopagoRoutes: FastifyPluginAsyncZod<ConnectionRoutesOptions> = async (app, deps) => {
  await app.register(connectionRoutes, deps)
  await app.register(webhookRoutes, deps)
}
