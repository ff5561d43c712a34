import type { CatalogoPagina } from '@recria/domain/catalogo'
import { type CatalogoParams, catalogoQueryString } from '@recria/domain/catalogo-url'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { catalogoKeys } from '../../../lib/query-keys.ts'

/** GET /anuncios/ativos-comprador?page&limit&busca&preco_min&preco_max&forma_pagamento&ordenar (public). */
export function getCatalogo(params: CatalogoParams, page: number, signal?: AbortSignal) {
  return api<CatalogoPagina>(`/anuncios/ativos-comprador?${catalogoQueryString(params, page)}`, { signal })
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
