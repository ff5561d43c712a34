import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import type { Anuncio } from './anuncio.ts'

export interface AnunciosParams {
  page: number
  busca: string
  status: '' | 'ativo' | 'inativo'
  forma_pagamento: '' | 'padrao' | 'sustentavel'
  /** Reais with a dot ('12.5'), or '' for no bound. */
  preco_min: string
  preco_max: string
}

/** GET /anuncios/usuario/{id}?page&limit=12&busca&status&forma_pagamento&preco_min&preco_max. */
export function getAnuncios(idUsuario: number, { page, ...filters }: AnunciosParams) {
  return api<Paginated<Anuncio>>(`/anuncios/usuario/${idUsuario}${buildListQuery(page, filters)}`)
}

export function getAnunciosQueryOptions(idUsuario: number, params: AnunciosParams) {
  return queryOptions({
    queryKey: anunciosKeys.lista(idUsuario, params),
    queryFn: () => getAnuncios(idUsuario, params),
    // The cards stay while the next page or filter loads, instead of flashing the spinner.
    placeholderData: keepPreviousData,
  })
}

export function useAnuncios(idUsuario: number, params: AnunciosParams) {
  return useQuery(getAnunciosQueryOptions(idUsuario, params))
}
