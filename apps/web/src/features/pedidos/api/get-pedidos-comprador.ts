import type { PedidosCompradorResponse } from '@recria/domain/pedidos-consulta'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { type PedidosParams, paramsDaApi } from './pedidos-params.ts'

/** GET /pedidos/comprador/{id}?page&limit=12&busca&status&periodo&data_inicio&data_fim. */
export function getPedidosComprador(idUsuario: number, page: number, params: PedidosParams) {
  return api<PedidosCompradorResponse>(
    `/pedidos/comprador/${idUsuario}${buildListQuery(page, paramsDaApi(params))}`,
  )
}

/**
 * The buyer's list is not paginated (docs/product/pedidos.md): pages of 12 follow one another as it scrolls.
 */
export function getPedidosCompradorQueryOptions(idUsuario: number, params: PedidosParams) {
  return infiniteQueryOptions({
    queryKey: pedidosKeys.comprador(idUsuario, params),
    queryFn: ({ pageParam }) => getPedidosComprador(idUsuario, pageParam, params),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina < last.total_paginas ? last.pagina + 1 : undefined),
    placeholderData: keepPreviousData,
  })
}

export function usePedidosComprador(idUsuario: number, params: PedidosParams) {
  return useInfiniteQuery(getPedidosCompradorQueryOptions(idUsuario, params))
}
