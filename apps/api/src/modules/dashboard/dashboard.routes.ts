import { DashboardResponse } from '@recria/domain/dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, pathId } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import type { AppContext } from '../../services.ts'

// The seller's own figures only (docs/product/painel.md).
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const dashboard = services.dashboard
  const route = routeOptions(['dashboard'])
  app.get('/dashboard/vendedor/:id', route(ownSellerData, {}, { 200: DashboardResponse }), async (req) =>
    dashboard.doVendedor(pathId(req)),
  )
}
