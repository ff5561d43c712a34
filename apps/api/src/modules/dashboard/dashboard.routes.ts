import { DashboardResponse } from '@recria/domain/dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, pathId } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { DashboardService } from './dashboard.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface DashboardRotas {
  dashboard: { dashboard: DashboardService }
}

// The seller's own figures only (docs/product/painel.md).
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRotas> = async (app, { dashboard: modulo }) => {
  const dashboard = modulo.dashboard
  const route = routeOptions(['dashboard'])
  app.get('/dashboard/vendedor/:id', route(ownSellerData, {}, { 200: DashboardResponse }), async (req) =>
    dashboard.doVendedor(pathId(req)),
  )
}
