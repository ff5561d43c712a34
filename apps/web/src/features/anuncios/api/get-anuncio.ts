import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import type { Anuncio } from './anuncio.ts'

/** GET /anuncios/{id}: the buyer-facing listing; its seller also gets it while inactive (else 404). */
export function getAnuncio(id: number) {
  return api<Anuncio>(`/anuncios/${id}`)
}

export function getAnuncioQueryOptions(id: number) {
  return queryOptions({
    queryKey: anunciosKeys.detalhe(id),
    queryFn: () => getAnuncio(id),
    // The edit form and the preview start from what the server has now.
    staleTime: 0,
    retry: false,
  })
}

export function useAnuncio(id: number | undefined) {
  return useQuery({ ...getAnuncioQueryOptions(id ?? 0), enabled: id !== undefined })
}
