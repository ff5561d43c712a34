import { PAGE_SIZE } from '@recria/domain/constants'
import { useCallback, useMemo, useState } from 'react'
import { useDebouncedValue } from './use-debounced-value.ts'
import { useSearchParamsUpdate } from './use-search-params-update.ts'

/** A list page as the API answers it (docs/api/back-office.md, Lists). */
export type { Pagina as Paginated } from '@recria/domain/pagina'

export type ParamValue = string | number | boolean | null | undefined

/** True when a filter value means "no filter": empty, blank, null or the 'todas'/'todos' choice. */
export function isUnset(value: ParamValue): boolean {
  if (value === undefined || value === null || value === 'todas' || value === 'todos') return true
  return typeof value === 'string' && value.trim() === ''
}

/**
 * `?page=2&limit=12&busca=garrafa&status=ativa`: `page` and `limit` (default PAGE_SIZE) first, then
 * every set value in the order given; unset ones (see isUnset) are left out.
 */
export function buildListQuery(page: number, params: Record<string, ParamValue> = {}, limit = PAGE_SIZE) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  for (const [key, value] of Object.entries(params)) {
    if (!isUnset(value)) query.set(key, typeof value === 'string' ? value.trim() : String(value))
  }
  return `?${query.toString()}`
}

/** One active filter as the empty state names it: `status Inativa`, `multiplicador mínimo 1,5`. */
export interface ActiveFilter {
  label: string
  value: string
}

/**
 * The sentence of a filtered list with no result, naming the search and every active filter:
 * 'Nenhum resultado para "garrafa", status Inativa, unidade Quilograma (kg).'
 */
export function describeActiveFilters(busca: string, filters: readonly ActiveFilter[]): string {
  const parts = [
    ...(busca.trim() ? [`"${busca.trim()}"`] : []),
    ...filters.map((f) => `${f.label} ${f.value}`),
  ]
  return parts.length ? `Nenhum resultado para ${parts.join(', ')}.` : 'Nenhum resultado encontrado.'
}

/** How many filters (search excluded) are set, for the badge on the Filtros toggle. */
export function countActiveFilters(filters: Record<string, ParamValue>): number {
  return Object.values(filters).filter((value) => !isUnset(value)).length
}

/** The filters as the URL holds them; absent ones keep their initial value (of the same type). */
function readFilters<F extends Record<string, ParamValue>>(params: URLSearchParams, initial: F): F {
  const read: Record<string, ParamValue> = {}
  for (const [key, fallback] of Object.entries(initial)) {
    const text = params.get(key)
    if (text === null) read[key] = fallback
    else if (typeof fallback === 'number') read[key] = Number.isFinite(Number(text)) ? Number(text) : fallback
    else if (typeof fallback === 'boolean') read[key] = text === 'true'
    else read[key] = text
  }
  return read as F
}

/**
 * State of a list page, kept in the URL (`?busca=garrafa&status=ativa&page=2`) so a reload, a shared
 * link and back/forward bring the same list: the search box, the filters and the page. Changing the
 * search or a filter goes back to page 1; `busca` is what the box shows, `debouncedBusca` what goes
 * to the API. Typing and filtering replace the history entry; a new page adds one.
 */
export function useListState<F extends Record<string, ParamValue>>(initialFilters: F) {
  // The first value is the one "Limpar Filtros" goes back to; callers may pass a fresh object each render.
  const [initial] = useState(initialFilters)
  const [params, update] = useSearchParamsUpdate()
  const busca = params.get('busca') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const filters = useMemo(() => readFilters(params, initial), [params, initial])
  const debouncedBusca = useDebouncedValue(busca, 300)

  const setBusca = useCallback((value: string) => update({ busca: value, page: null }, true), [update])
  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K]) =>
      update({ [key as string]: isUnset(value) ? null : String(value), page: null }, true),
    [update],
  )
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update])
  const clear = useCallback(
    () => update(Object.fromEntries(['busca', 'page', ...Object.keys(initial)].map((key) => [key, null]))),
    [update, initial],
  )

  const activeCount = useMemo(() => countActiveFilters(filters), [filters])
  const filtering = activeCount > 0 || debouncedBusca.trim() !== ''

  return { busca, setBusca, debouncedBusca, filters, setFilter, clear, page, setPage, activeCount, filtering }
}
