import { DashboardResponse } from '@recria/domain/dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pathId, selfOnly, sellerOnly } from '../../lib/guards.ts'
import type { AppContext } from '../../services.ts'

// The seller's own figures only (spec part 1 §9).
export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const dashboard = services.dashboard
  app.get(
    '/dashboard/vendedor/:id',
    {
      onRequest: [sellerOnly, selfOnly],
      schema: { tags: ['dashboard'], response: { 200: DashboardResponse } },
    },
    async (req) => dashboard.doVendedor(pathId(req)),
  )
}
