import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../services.ts'
import { conexaoRoutes } from './conexao.routes.ts'
import { webhookRoutes } from './webhook.routes.ts'

export const mercadopagoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(conexaoRoutes, ctx)
  await app.register(webhookRoutes, ctx)
}
