import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ConexaoRotas, conexaoRoutes } from './conexao.routes.ts'
import { type WebhookRotas, webhookRoutes } from './webhook.routes.ts'

export type MercadopagoRotas = ConexaoRotas & WebhookRotas

export const mercadopagoRoutes: FastifyPluginAsyncZod<MercadopagoRotas> = async (app, opcoes) => {
  await app.register(conexaoRoutes, opcoes)
  await app.register(webhookRoutes, opcoes)
}
