import type { ModeracaoPagina, RevisaoModeracao } from '@recria/domain/operador-moderacao'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface ModeracaoParams {
  page: number
  revisao: RevisaoModeracao
}

/** GET /admin/moderacao?page&limit&revisao: one review's events (pending oldest first, the rest newest first), with their reports. */
export function useModeracao(params: ModeracaoParams) {
  return useQuery({
    queryKey: adminKeys.area('moderacao', params),
    queryFn: () =>
      api<ModeracaoPagina>(`/admin/moderacao${buildListQuery(params.page, { revisao: params.revisao })}`),
    placeholderData: keepPreviousData,
  })
}
