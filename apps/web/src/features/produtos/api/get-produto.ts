import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { type Produto, produtosKey } from './produto.ts'

/** GET /produtos/{id}. */
export function getProduto(id: number) {
  return api<Produto>(`/produtos/${id}`)
}

export function getProdutoQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...produtosKey, 'detalhe', id],
    queryFn: () => getProduto(id),
    // The edit form starts from what the server has now.
    staleTime: 0,
    retry: false,
  })
}

export function useProduto(id: number | undefined) {
  return useQuery({ ...getProdutoQueryOptions(id ?? 0), enabled: id !== undefined })
}
