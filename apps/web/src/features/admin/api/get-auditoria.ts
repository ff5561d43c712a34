import type { AuditoriaPagina } from '@recria/domain/operador'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

/** GET /admin/auditoria?page&limit=12: newest first. */
export function useAuditoria(page: number) {
  return useQuery({
    queryKey: adminKeys.auditoria(page),
    queryFn: () => api<AuditoriaPagina>(`/admin/auditoria${buildListQuery(page)}`),
    placeholderData: keepPreviousData,
  })
}
