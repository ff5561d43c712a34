import type { SugestoesResponse } from '@recria/domain/catalogo'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { catalogoKeys } from '../../../lib/query-keys.ts'

/** Suggestions start from this many characters typed: one letter would match half the catalogue. */
export const SUGESTOES_MIN_CHARS = 2

/** GET /anuncios/sugestoes?busca= (public): up to 8 product names. */
export function getSugestoes(busca: string, signal?: AbortSignal) {
  return api<SugestoesResponse>(`/anuncios/sugestoes?${new URLSearchParams({ busca })}`, { signal })
}

export function getSugestoesQueryOptions(busca: string) {
  return queryOptions({
    queryKey: catalogoKeys.sugestoes(busca),
    queryFn: ({ signal }) => getSugestoes(busca, signal),
    staleTime: 60_000,
    // The list keeps its last names while the next keystroke's arrive, instead of blinking.
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useSugestoes(busca: string) {
  const termo = busca.trim()
  return useQuery({ ...getSugestoesQueryOptions(termo), enabled: termo.length >= SUGESTOES_MIN_CHARS })
}
