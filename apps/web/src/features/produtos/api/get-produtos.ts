import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'
import type { Produto } from './produto.ts'

export interface ProdutosParams {
  page: number
  busca: string
  status: '' | 'ativo' | 'inativo'
  id_materia_prima: string
  /** Reais with a dot ('12.5'), or '' for no bound. */
  preco_min: string
  preco_max: string
}

/** GET /produtos/usuario/{id}?page&limit=12&busca&status&id_materia_prima&preco_min&preco_max. */
export function getProdutos(idUsuario: number, { page, ...filters }: ProdutosParams) {
  return api<Paginated<Produto>>(`/produtos/usuario/${idUsuario}${buildListQuery(page, filters)}`)
}

export function getProdutosQueryOptions(idUsuario: number, params: ProdutosParams) {
  return queryOptions({
    queryKey: produtosKeys.lista(idUsuario, params),
    queryFn: () => getProdutos(idUsuario, params),
    // The cards stay while the next page or filter loads, instead of flashing the spinner.
    placeholderData: keepPreviousData,
  })
}

export function useProdutos(idUsuario: number, params: ProdutosParams) {
  return useQuery(getProdutosQueryOptions(idUsuario, params))
}
