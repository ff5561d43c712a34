// The catalogue's request as the web app sends it: the same address whether the page asks for it or
// the server starts it with the HTML (a preload only counts when the two match to the byte).
// No schemas here (they are in catalogo.ts): the storefront reads it without the schema library.
import type { FormaFiltro } from './catalogo.ts'
import type { Ordenacao } from './catalogo-opcoes.ts'
import type { Categoria } from './categoria-base.ts'
import { PAGE_SIZE } from './constants.ts'

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

/** The catalogue with nothing chosen: what a visitor landing on `/` (or on a shop) sees. */
export const CATALOGO_INICIAL: CatalogoParams = {
  busca: '',
  preco_min: '',
  preco_max: '',
  forma_pagamento: 'todos',
  ordenar: '',
}

/** GET /anuncios/ativos-comprador's query string for these filters and page. */
export function catalogoQueryString(params: CatalogoParams, page: number): string {
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

/** `sizes` of a catalogue card's picture: four cards a row on a wide screen, one on a phone. */
export const CARTAO_SIZES =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
