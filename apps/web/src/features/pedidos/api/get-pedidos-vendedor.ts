import type { PedidosVendedorResponse } from '@recria/domain/pedidos-consulta'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { pagedQueryOptions } from '../../../lib/paged-query.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { type PedidosParams, paramsDaApi } from './pedidos-params.ts'

/** GET /pedidos/vendedor/{id}?page&limit=12&busca&status&periodo&data_inicio&data_fim. */
export function getPedidosVendedor(idUsuario: number, page: number, params: PedidosParams) {
  return api<PedidosVendedorResponse>(
    `/pedidos/vendedor/${idUsuario}${buildListQuery(page, paramsDaApi(params))}`,
  )
}

export function getPedidosVendedorQueryOptions(idUsuario: number, page: number, params: PedidosParams) {
  return pagedQueryOptions(pedidosKeys.vendedor(idUsuario, page, params), () =>
    getPedidosVendedor(idUsuario, page, params),
  )
}

export function usePedidosVendedor(idUsuario: number, page: number, params: PedidosParams) {
  return useQuery(getPedidosVendedorQueryOptions(idUsuario, page, params))
}
