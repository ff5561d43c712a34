import { MateriaRecebidaResponse, MateriaRecebidaSchema } from '@recria/domain/materia-entrega'
import {
  PedidoAcaoResponse,
  PedidoCancelarSchema,
  PedidoEntregaSchema,
  PedidoStatusSchema,
} from '@recria/domain/pedido-acoes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { pathId, requireSeller, requireUser, sellerOnly, signedIn } from '../../lib/guards.ts'
import { perUser } from '../../lib/rate-limit.ts'
import { routeOptions } from '../../lib/route.ts'
import type { PedidosAcoesService } from './pedidos-acoes.service.ts'
import type { PedidosMateriaService } from './pedidos-materia.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface PedidosAcoesRotas {
  deps: Deps
  pedidos: { acoes: PedidosAcoesService; materia: PedidosMateriaService }
}

// Only the order's seller moves it forward; its seller or its buyer cancels it (docs/product/pedidos.md),
// within the canceller's own limit per window (each cancellation e-mails the other side).
export const pedidosAcoesRoutes: FastifyPluginAsyncZod<PedidosAcoesRotas> = async (
  app,
  { deps, pedidos },
) => {
  const { rateLimit, config } = deps
  const acoes = pedidos.acoes
  const route = routeOptions(['pedidos'])

  app.put(
    '/pedidos/:id/status',
    route(sellerOnly, { body: PedidoStatusSchema }, { 200: PedidoAcaoResponse }),
    async (req) => acoes.mudarStatus(await requireSeller(req), pathId(req), req.body),
  )

  // The seller corrects the tracking code, pickup instructions or window while the order is ready.
  app.put(
    '/pedidos/:id/entrega',
    route(sellerOnly, { body: PedidoEntregaSchema }, { 200: PedidoAcaoResponse }),
    async (req) => acoes.corrigirEntrega(await requireSeller(req), pathId(req), req.body),
  )

  // The seller records the raw material that arrived (decision 028); recording again corrects it.
  app.put(
    '/pedidos/:id/materia-prima',
    route(sellerOnly, { body: MateriaRecebidaSchema }, { 200: MateriaRecebidaResponse }),
    async (req) => pedidos.materia.registrar(await requireSeller(req), pathId(req), req.body),
  )

  app.put(
    '/pedidos/:id/cancelar',
    route(signedIn, { body: PedidoCancelarSchema }, { 200: PedidoAcaoResponse }),
    async (req) => {
      const user = await requireUser(req)
      await rateLimit.hit([perUser('cancelar', user.id_usuario, config.CANCEL_RATE_LIMIT_MAX)])
      return acoes.cancelar(user, pathId(req), req.body)
    },
  )
}
