import { MateriaResolucaoResponse, PagarCobrancaResponse } from '@recria/domain/materia-cobranca'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buyerOnly, pathId, requireBuyer, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { PedidosMateriaCobrancaService } from './pedidos-materia-cobranca.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface PedidosMateriaCobrancaRotas {
  pedidos: { materiaCobranca: PedidosMateriaCobrancaService }
}

// Raw material that did not arrive (decision 030): the order's seller waives the rest or charges its
// cash value (and may withdraw a pending charge); the order's buyer pays the charge through Mercado Pago.
export const pedidosMateriaCobrancaRoutes: FastifyPluginAsyncZod<PedidosMateriaCobrancaRotas> = async (
  app,
  { pedidos },
) => {
  const cobrancas = pedidos.materiaCobranca
  const route = routeOptions(['pedidos'])

  app.post(
    '/pedidos/:id/materia-prima/dispensa',
    route(sellerOnly, {}, { 200: MateriaResolucaoResponse }),
    async (req) => cobrancas.dispensar(await requireSeller(req), pathId(req)),
  )

  app.post(
    '/pedidos/:id/materia-prima/cobranca',
    route(sellerOnly, {}, { 200: MateriaResolucaoResponse }),
    async (req) => cobrancas.cobrar(await requireSeller(req), pathId(req)),
  )

  app.delete(
    '/pedidos/:id/materia-prima/cobranca',
    route(sellerOnly, {}, { 200: MateriaResolucaoResponse }),
    async (req) => cobrancas.cancelarCobranca(await requireSeller(req), pathId(req)),
  )

  app.post(
    '/pedidos/:id/materia-prima/cobranca/pagar',
    route(buyerOnly, {}, { 200: PagarCobrancaResponse }),
    async (req) => cobrancas.pagar(await requireBuyer(req), pathId(req)),
  )
}
