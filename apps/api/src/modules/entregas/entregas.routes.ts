import { EntregaVendedorResponse, EntregaVendedorSchema } from '@recria/domain/entrega'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { EntregasService } from './entregas.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface EntregasRotas {
  entregas: { entregas: EntregasService }
}

/** The seller's own delivery settings: another user's id is refused before the body is read. */
export const entregasRoutes: FastifyPluginAsyncZod<EntregasRotas> = async (app, { entregas }) => {
  const service = entregas.entregas
  const route = routeOptions(['entregas'])

  app.get(
    '/vendedores/:id/entrega',
    route(ownSellerData, byId, { 200: EntregaVendedorResponse }),
    async (req) => service.get(req.params.id),
  )

  app.put(
    '/vendedores/:id/entrega',
    route(ownSellerData, { ...byId, body: EntregaVendedorSchema }, { 200: EntregaVendedorResponse }),
    async (req) => service.save(req.params.id, req.body),
  )
}
