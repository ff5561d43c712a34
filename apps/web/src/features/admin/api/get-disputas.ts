import type { DisputasPagina, StatusDisputa } from '@recria/domain/disputa'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface DisputasParams {
  page: number
  status: '' | StatusDisputa
}

/** GET /admin/disputas?page&limit=12&status: open ones first, oldest first; counters per status. */
export function useDisputas({ page, status }: DisputasParams) {
  return useQuery({
    queryKey: adminKeys.area('disputas', { page, status }),
    queryFn: () => api<DisputasPagina>(`/admin/disputas${buildListQuery(page, { status })}`),
    placeholderData: keepPreviousData,
  })
}
