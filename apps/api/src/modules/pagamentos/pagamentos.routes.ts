import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'

export const pagamentosRoutes: FastifyPluginAsyncZod<Deps> = async () => {}
