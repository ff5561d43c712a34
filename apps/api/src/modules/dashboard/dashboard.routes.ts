import { DashboardResponse } from '@recria/domain/dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { pathId, selfOnly, sellerOnly } from '../../lib/guards.ts'
import { createDashboardService } from './dashboard.service.ts'

// The seller's own figures only (spec part 1 §9).
export const dashboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const dashboard = createDashboardService(deps)
  app.get(
    '/dashboard/vendedor/:id',
    {
      onRequest: [sellerOnly, selfOnly],
      schema: { tags: ['dashboard'], response: { 200: DashboardResponse } },
    },
    async (req) => dashboard.doVendedor(pathId(req)),
  )
}
