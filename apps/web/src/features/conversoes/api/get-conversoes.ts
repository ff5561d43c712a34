import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import type { Conversao } from './conversao.ts'

export interface ConversoesParams {
  page: number
  busca: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
  multiplicador_min: string
  multiplicador_max: string
}

/** GET /conversoes/usuario/{id}?page&limit=12&busca&status&unidade&multiplicador_min&multiplicador_max. */
export function getConversoes(idUsuario: number, { page, ...filters }: ConversoesParams) {
  return api<Paginated<Conversao>>(`/conversoes/usuario/${idUsuario}${buildListQuery(page, filters)}`)
}

export function getConversoesQueryOptions(idUsuario: number, params: ConversoesParams) {
  return queryOptions({
    queryKey: conversoesKeys.lista(idUsuario, params),
    queryFn: () => getConversoes(idUsuario, params),
    placeholderData: keepPreviousData,
  })
}

export function useConversoes(idUsuario: number, params: ConversoesParams) {
  return useQuery(getConversoesQueryOptions(idUsuario, params))
}
