import type { DenunciasAnuncioPagina, SituacaoDenuncias } from '@recria/domain/operador-denuncias'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface DenunciasAdminParams {
  page: number
  situacao: SituacaoDenuncias
  busca: string
}

/** GET /admin/denuncias?page&limit&situacao&busca: reported listings, newest report first, with their reports. */
export function useDenunciasAdmin({ page, situacao, busca }: DenunciasAdminParams) {
  return useQuery({
    queryKey: adminKeys.area('denuncias', { page, situacao, busca }),
    queryFn: () =>
      api<DenunciasAnuncioPagina>(`/admin/denuncias${buildListQuery(page, { situacao, busca })}`),
    placeholderData: keepPreviousData,
  })
}
