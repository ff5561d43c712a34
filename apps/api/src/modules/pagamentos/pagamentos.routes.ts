import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireUser } from '../../lib/guards.ts'
import { IdParams } from '../../lib/schemas.ts'
import { PagamentoResponse, SincronizarResponse } from './pagamentos.schemas.ts'
import { createPagamentosService } from './pagamentos.service.ts'

export const pagamentosRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const service = createPagamentosService(deps)
  const tags = ['pagamentos']
  // Signed-in first: a visitor gets 401 before anything about the id is checked.
  const onRequest = async (req: Parameters<typeof requireUser>[0]) => {
    await requireUser(req)
  }

  app.get(
    '/pagamentos/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: PagamentoResponse } } },
    async (req) => service.get(req.params.id, await requireUser(req)),
  )

  app.put(
    '/pagamentos/:id/sincronizar',
    { onRequest, schema: { tags, params: IdParams, response: { 200: SincronizarResponse } } },
    async (req) => service.sync(req.params.id, await requireUser(req)),
  )
}
