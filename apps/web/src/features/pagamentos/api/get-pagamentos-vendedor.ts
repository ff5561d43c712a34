import type { MeioPagamento } from '@recria/domain/pagamento'
import type { PagamentosVendedorResponse } from '@recria/domain/pagamentos-consulta'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { pagamentosKeys } from '../../../lib/query-keys.ts'

/**
 * What the page sends (docs/product/pagamentos.md); '' means "no filter". Days are São Paulo's, YYYY-MM-DD.
 */
export interface PagamentosParams {
  busca: string
  status: string
  meioPagamento: '' | MeioPagamento
  dataInicio: string
  dataFim: string
}

/** GET /pagamentos/vendedor/{id}?page&limit=12&busca&status&meioPagamento&dataInicio&dataFim. */
export function getPagamentosVendedor(idUsuario: number, page: number, params: PagamentosParams) {
  return api<PagamentosVendedorResponse>(
    `/pagamentos/vendedor/${idUsuario}${buildListQuery(page, { ...params })}`,
  )
}

export function getPagamentosVendedorQueryOptions(idUsuario: number, page: number, params: PagamentosParams) {
  return queryOptions({
    queryKey: pagamentosKeys.vendedor(idUsuario, page, params),
    queryFn: () => getPagamentosVendedor(idUsuario, page, params),
    // The list pieces read a page as `itens`.
    select: (data) => ({ ...data, itens: data.pagamentos }),
    placeholderData: keepPreviousData,
  })
}

export function usePagamentosVendedor(idUsuario: number, page: number, params: PagamentosParams) {
  return useQuery(getPagamentosVendedorQueryOptions(idUsuario, page, params))
}
