// The seller's figures, the module's face: the only file of this folder that the app imports
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createDashboardService } from './dashboard.service.ts'

export function createDashboardModule(deps: Deps) {
  const dashboard = createDashboardService(deps)
  return { dashboard }
}

export type DashboardModule = ReturnType<typeof createDashboardModule>

export { dashboardRoutes } from './dashboard.routes.ts'
