import { PedidoAcaoResponse, PedidoCancelarSchema, PedidoStatusSchema } from '@recria/domain/pedido-acoes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { pathId, requireSeller, requireUser, sellerOnly, signedIn } from '../../lib/guards.ts'
import { createPedidosAcoesService } from './pedidos-acoes.service.ts'
import { ensureReembolsoQueue } from './reembolso-cancelamento.queue.ts'

// Only the order's seller moves it forward; its seller or its buyer cancels it (spec part 2 §§4-6).
export const pedidosAcoesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const acoes = createPedidosAcoesService(deps)
  await ensureReembolsoQueue(deps.boss)
  const tags = ['pedidos']

  app.put(
    '/pedidos/:id/status',
    {
      onRequest: sellerOnly,
      schema: { tags, body: PedidoStatusSchema, response: { 200: PedidoAcaoResponse } },
    },
    async (req) => acoes.mudarStatus(await requireSeller(req), pathId(req), req.body),
  )

  app.put(
    '/pedidos/:id/cancelar',
    {
      onRequest: signedIn,
      schema: { tags, body: PedidoCancelarSchema, response: { 200: PedidoAcaoResponse } },
    },
    async (req) => acoes.cancelar(await requireUser(req), pathId(req), req.body),
  )
}
