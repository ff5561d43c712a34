import type { AvaliacoesCompradorResponse } from '@recria/domain/avaliacao-consulta'
import type { Periodo } from '@recria/domain/periodo'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { avaliacoesKeys } from '../../../lib/query-keys.ts'

/** The buyer's filters (docs/product/avaliacoes.md); '' means "no filter". */
export interface MinhasAvaliacoesParams {
  busca: string
  nota: string
  periodo: '' | Periodo
  /** YYYY-MM-DD; with 'personalizado' either bound alone applies (docs/product/avaliacoes.md). */
  data_inicio: string
  data_fim: string
}

/** What goes to the API: the custom days only with 'personalizado', and never an end before the start. */
export function paramsDaApi({ periodo, data_inicio, data_fim, ...rest }: MinhasAvaliacoesParams) {
  if (periodo !== 'personalizado') return { ...rest, periodo }
  if (data_inicio && data_fim && data_fim < data_inicio) return { ...rest, periodo: '' }
  return { ...rest, periodo, data_inicio, data_fim }
}

/** GET /avaliacoes/comprador?page&limit=12&busca&nota&periodo&data_inicio&data_fim. */
export function getMinhasAvaliacoes(page: number, params: MinhasAvaliacoesParams) {
  return api<AvaliacoesCompradorResponse>(`/avaliacoes/comprador${buildListQuery(page, paramsDaApi(params))}`)
}

export function getMinhasAvaliacoesQueryOptions(
  idUsuario: number,
  page: number,
  params: MinhasAvaliacoesParams,
) {
  return queryOptions({
    queryKey: avaliacoesKeys.comprador(idUsuario, page, params),
    queryFn: () => getMinhasAvaliacoes(page, params),
    placeholderData: keepPreviousData,
  })
}

export function useMinhasAvaliacoes(idUsuario: number, page: number, params: MinhasAvaliacoesParams) {
  return useQuery(getMinhasAvaliacoesQueryOptions(idUsuario, page, params))
}
