import type { ReembolsoResponse, ReembolsosResponse } from '@recria/domain/reembolso-consulta'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'
import { pagedQueryOptions } from '../../../lib/paged-query.ts'
import { reembolsosKeys } from '../../../lib/query-keys.ts'
import { paramsDaApi, type ReembolsosParams } from './reembolsos-params.ts'

export type Lado = 'vendedor' | 'comprador'

/** A page as the lists read it: the API's `reembolsos` as `itens`, and the counters. */
export type ReembolsosPagina = Paginated<ReembolsoResponse> & Pick<ReembolsosResponse, 'contadores'>

/** GET /reembolsos/{vendedor|comprador}/{id}?page&limit=12&busca&status&motivo&dataInicio&dataFim. */
export async function getReembolsos(
  lado: Lado,
  idUsuario: number,
  page: number,
  params: ReembolsosParams,
): Promise<ReembolsosPagina> {
  const { reembolsos, ...resto } = await api<ReembolsosResponse>(
    `/reembolsos/${lado}/${idUsuario}${buildListQuery(page, paramsDaApi(params))}`,
  )
  return { ...resto, itens: reembolsos }
}

export function getReembolsosQueryOptions(
  lado: Lado,
  idUsuario: number,
  page: number,
  params: ReembolsosParams,
) {
  return pagedQueryOptions(reembolsosKeys.lista(lado, idUsuario, page, params), () =>
    getReembolsos(lado, idUsuario, page, params),
  )
}

export function useReembolsos(lado: Lado, idUsuario: number, page: number, params: ReembolsosParams) {
  return useQuery(getReembolsosQueryOptions(lado, idUsuario, page, params))
}
