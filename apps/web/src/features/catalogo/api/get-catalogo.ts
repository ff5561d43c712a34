import type { CatalogoPagina, FormaFiltro, Ordenacao } from '@recria/domain/catalogo'
import type { Categoria } from '@recria/domain/categoria'
import { PAGE_SIZE } from '@recria/domain/constants'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { catalogoKeys } from '../../../lib/query-keys.ts'

/** What the catalogue asks for, as the API reads it (prices in reais with a dot, '' when unset). */
export interface CatalogoParams {
  busca: string
  preco_min: string
  preco_max: string
  forma_pagamento: FormaFiltro
  /** '' lets the API choose: relevance when searching, newest first otherwise. */
  ordenar: Ordenacao | ''
  /** One seller's listings (the shop, /loja/{id}). */
  id_vendedor?: number
  /** One category ('' or absent: every one). */
  categoria?: Categoria | ''
  /** One raw material's id. */
  materia?: number | null
}

function queryString(params: CatalogoParams, page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) })
  const busca = params.busca.trim()
  if (busca) query.set('busca', busca)
  if (params.preco_min) query.set('preco_min', params.preco_min)
  if (params.preco_max) query.set('preco_max', params.preco_max)
  if (params.forma_pagamento !== 'todos') query.set('forma_pagamento', params.forma_pagamento)
  if (params.ordenar) query.set('ordenar', params.ordenar)
  if (params.id_vendedor) query.set('id_vendedor', String(params.id_vendedor))
  if (params.categoria) query.set('categoria', params.categoria)
  if (params.materia) query.set('materia', String(params.materia))
  return query.toString()
}

/** GET /anuncios/ativos-comprador?page&limit&busca&preco_min&preco_max&forma_pagamento&ordenar (public). */
export function getCatalogo(params: CatalogoParams, page: number, signal?: AbortSignal) {
  return api<CatalogoPagina>(`/anuncios/ativos-comprador?${queryString(params, page)}`, { signal })
}

/** One numbered page (desktop). */
export function getCatalogoQueryOptions(params: CatalogoParams, page: number) {
  return queryOptions({
    queryKey: catalogoKeys.pagina(params, page),
    queryFn: ({ signal }) => getCatalogo(params, page, signal),
    // The cards stay while the next page or filter loads, instead of flashing the skeletons.
    placeholderData: keepPreviousData,
  })
}

export function useCatalogo(params: CatalogoParams, page: number, enabled: boolean) {
  return useQuery({ ...getCatalogoQueryOptions(params, page), enabled })
}

/** Pages appended one after another (mobile infinite scroll), from `primeira` on. */
export function getCatalogoInfinitoQueryOptions(params: CatalogoParams, primeira: number) {
  return infiniteQueryOptions({
    queryKey: catalogoKeys.infinito(params, primeira),
    queryFn: ({ pageParam, signal }) => getCatalogo(params, pageParam, signal),
    initialPageParam: primeira,
    getNextPageParam: (ultima: CatalogoPagina) =>
      ultima.pagina < ultima.total_paginas ? ultima.pagina + 1 : undefined,
    // A link to page 5 opened on a phone starts there and can go back to the first pages.
    getPreviousPageParam: (primeiraPagina: CatalogoPagina) =>
      primeiraPagina.pagina > 1 ? primeiraPagina.pagina - 1 : undefined,
  })
}

export function useCatalogoInfinito(params: CatalogoParams, primeira: number, enabled: boolean) {
  return useInfiniteQuery({ ...getCatalogoInfinitoQueryOptions(params, primeira), enabled })
}
