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
  const pares: [string, string | number | null | undefined][] = [
    ['page', page],
    ['limit', PAGE_SIZE],
    ['busca', params.busca.trim()],
    ['preco_min', params.preco_min],
    ['preco_max', params.preco_max],
    ['forma_pagamento', params.forma_pagamento === 'todos' ? null : params.forma_pagamento],
    ['ordenar', params.ordenar],
    ['id_vendedor', params.id_vendedor],
    ['categoria', params.categoria],
    ['materia', params.materia],
  ]
  // As a form encodes it (URLSearchParams): spaces as '+'.
  const codificar = (valor: string | number) => encodeURIComponent(valor).replaceAll('%20', '+')
  return pares
    .filter(([, valor]) => valor !== '' && valor !== null && valor !== undefined && valor !== 0)
    .map(([nome, valor]) => `${nome}=${codificar(valor as string | number)}`)
    .join('&')
}

/** `sizes` of a catalogue card's picture: four cards a row on a wide screen, one on a phone. */
export const CARTAO_SIZES =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
