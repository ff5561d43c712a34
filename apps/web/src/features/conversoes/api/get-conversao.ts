import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import type { Conversao } from './conversao.ts'

/** GET /conversoes/{id}. */
export function getConversao(id: number) {
  return api<Conversao>(`/conversoes/${id}`)
}

export function getConversaoQueryOptions(id: number) {
  return queryOptions({
    queryKey: conversoesKeys.detalhe(id),
    queryFn: () => getConversao(id),
    // The edit form starts from what the server has now.
    staleTime: 0,
    retry: false,
  })
}

export function useConversao(id: number | undefined) {
  return useQuery({ ...getConversaoQueryOptions(id ?? 0), enabled: id !== undefined })
}
