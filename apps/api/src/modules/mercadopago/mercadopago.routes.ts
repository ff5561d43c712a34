import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { connectionRoutes } from './connection.routes.ts'
import { webhookRoutes } from './webhook.routes.ts'

export const mercadopagoRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(connectionRoutes, deps)
  await app.register(webhookRoutes, deps)
}
