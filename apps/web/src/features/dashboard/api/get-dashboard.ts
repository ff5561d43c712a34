import type { DashboardResponse } from '@recria/domain/dashboard'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { dashboardKeys } from '../../../lib/query-keys.ts'

/** GET /dashboard/vendedor/{id}: the six figures, the latest orders, 30 days of revenue, materials. */
export function getDashboard(idUsuario: number) {
  return api<DashboardResponse>(`/dashboard/vendedor/${idUsuario}`)
}

export function getDashboardQueryOptions(idUsuario: number) {
  return queryOptions({ queryKey: dashboardKeys.vendedor(idUsuario), queryFn: () => getDashboard(idUsuario) })
}

export function useDashboard(idUsuario: number) {
  return useQuery(getDashboardQueryOptions(idUsuario))
}
