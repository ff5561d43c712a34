import type { ImpactoResponse, LojaResponse } from '@recria/domain/loja'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { lojaKeys } from '../../../lib/query-keys.ts'

/** GET /vendedores/{id}/loja (public): the shop's header. A 404 is an answer, not worth retrying. */
export function useLoja(idVendedor: number | null) {
  return useQuery({
    queryKey: lojaKeys.detalhe(idVendedor ?? 0),
    queryFn: ({ signal }) => api<LojaResponse>(`/vendedores/${idVendedor}/loja`, { signal }),
    enabled: idVendedor !== null,
    retry: (falhas, erro) => !(erro instanceof ApiError && erro.status === 404) && falhas < 2,
  })
}

/** GET /impacto (public): the raw material every atelier has taken back. */
export const impactoQueryOptions = queryOptions({
  queryKey: lojaKeys.impacto,
  queryFn: ({ signal }) => api<ImpactoResponse>('/impacto', { signal }),
  staleTime: 60_000,
})

export function useImpacto() {
  return useQuery(impactoQueryOptions)
}
