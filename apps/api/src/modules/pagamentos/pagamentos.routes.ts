import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireUser, signedIn } from '../../lib/guards.ts'
import { IdParams } from '../../lib/schemas.ts'
import { PagamentoResponse, SincronizarResponse } from './pagamentos.schema.ts'
import { createPagamentosService } from './pagamentos.service.ts'

export const pagamentosRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const service = createPagamentosService(deps)
  const tags = ['pagamentos']

  app.get(
    '/pagamentos/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: PagamentoResponse } } },
    async (req) => service.get(req.params.id, await requireUser(req)),
  )

  app.put(
    '/pagamentos/:id/sincronizar',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: SincronizarResponse } } },
    async (req) => service.sync(req.params.id, await requireUser(req)),
  )
}
