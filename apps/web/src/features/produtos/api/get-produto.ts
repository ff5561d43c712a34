import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'
import type { Produto } from './produto.ts'

/** GET /produtos/{id}. */
export function getProduto(id: number) {
  return api<Produto>(`/produtos/${id}`)
}

export function getProdutoQueryOptions(id: number) {
  return queryOptions({
    queryKey: produtosKeys.detalhe(id),
    queryFn: () => getProduto(id),
    // The edit form starts from what the server has now.
    staleTime: 0,
    retry: false,
  })
}

export function useProduto(id: number | undefined) {
  return useQuery({ ...getProdutoQueryOptions(id ?? 0), enabled: id !== undefined })
}
