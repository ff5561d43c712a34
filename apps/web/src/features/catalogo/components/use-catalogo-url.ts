import { FORMAS_FILTRO, type FormaFiltro, ORDENACOES, type Ordenacao } from '@recria/domain/catalogo-opcoes'
import { CATEGORIAS, type Categoria } from '@recria/domain/categoria-base'
import { useMemo } from 'react'
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts'

/** The catalogue as the URL holds it: `/?busca=garrafa&preco_min=2,5&forma_pagamento=sustentavel&page=2`. */
export interface CatalogoUrl {
  busca: string
  /** As typed ('2,5'); decimalParam turns it into what the API reads. */
  preco_min: string
  preco_max: string
  forma_pagamento: FormaFiltro
  ordenar: Ordenacao | ''
  page: number
  /** `?categoria=bolsas`; '' for every category. */
  categoria?: Categoria | ''
  /** `?materia=12`: one raw material's id; null for every material. */
  materia?: number | null
}

const FILTROS = ['preco_min', 'preco_max', 'forma_pagamento', 'categoria', 'materia'] as const

function umDe<T extends string>(lista: readonly T[], valor: string | null): T | undefined {
  return lista.find((item) => item === valor)
}

/**
 * The search, filters, ordering and page of the catalogue, kept in the URL so a reload, a shared
 * link and back/forward bring the same list. A search, a choice (payment form, ordering) or a page
 * adds a history entry; typing a price replaces it, so back does not replay every keystroke.
 * Any change but the page goes back to page 1.
 */
export function useCatalogoUrl() {
  const [params, update] = useSearchParamsUpdate()

  const estado = useMemo<CatalogoUrl>(
    () => ({
      busca: params.get('busca') ?? '',
      preco_min: params.get('preco_min') ?? '',
      preco_max: params.get('preco_max') ?? '',
      forma_pagamento: umDe(FORMAS_FILTRO, params.get('forma_pagamento')) ?? 'todos',
      ordenar: umDe(ORDENACOES, params.get('ordenar')) ?? '',
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
      categoria: umDe(CATEGORIAS, params.get('categoria')) ?? '',
      materia: /^[1-9]\d{0,9}$/.test(params.get('materia') ?? '') ? Number(params.get('materia')) : null,
    }),
    [params],
  )

  return useMemo(
    () => ({
      ...estado,
      setBusca: (busca: string) => update({ busca: busca.trim(), page: null }),
      setPreco: (bound: 'preco_min' | 'preco_max', texto: string) =>
        update({ [bound]: texto, page: null }, true),
      setForma: (forma: FormaFiltro) =>
        update({ forma_pagamento: forma === 'todos' ? null : forma, page: null }),
      setOrdenar: (ordenar: Ordenacao | '') => update({ ordenar, page: null }),
      setCategoria: (categoria: Categoria | '') => update({ categoria: categoria || null, page: null }),
      setMateria: (materia: number | null) =>
        update({ materia: materia === null ? null : String(materia), page: null }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
      limparFiltros: () => update(Object.fromEntries([...FILTROS, 'page'].map((key) => [key, null]))),
    }),
    [estado, update],
  )
}

export type CatalogoUrlState = ReturnType<typeof useCatalogoUrl>
