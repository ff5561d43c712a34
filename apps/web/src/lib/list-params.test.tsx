import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BrowserRouter, useNavigationType } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildListQuery,
  countActiveFilters,
  describeActiveFilters,
  isUnset,
  type ParamValue,
  useListState,
} from './list-params.ts'

describe('buildListQuery', () => {
  it('starts with page and the page size of 12, then every set value in order, trimmed', () => {
    expect(buildListQuery(2, { busca: ' garrafa ', status: 'ativa' })).toBe(
      '?page=2&limit=12&busca=garrafa&status=ativa',
    )
    expect(buildListQuery(1)).toBe('?page=1&limit=12')
    expect(buildListQuery(3, {}, 50)).toBe('?page=3&limit=50')
  })

  it('leaves out unset values: empty, blank, null, undefined, todas and todos', () => {
    const params = { busca: '  ', status: 'todas', forma: 'todos', min: null, max: undefined, unidade: '' }
    expect(buildListQuery(1, params)).toBe('?page=1&limit=12')
  })

  it('writes numbers and booleans as text (0 and false are set values)', () => {
    expect(buildListQuery(1, { multiplicador: 1.5, minimo: 0, ativos: false })).toBe(
      '?page=1&limit=12&multiplicador=1.5&minimo=0&ativos=false',
    )
  })
})

describe('isUnset and countActiveFilters', () => {
  it('counts the filters that are set, for the badge on Filtros', () => {
    for (const value of [undefined, null, '', '   ', 'todas', 'todos'] as ParamValue[]) {
      expect(isUnset(value)).toBe(true)
    }
    for (const value of ['ativa', 0, false] as ParamValue[]) expect(isUnset(value)).toBe(false)
    expect(countActiveFilters({ status: 'ativa', unidade: 'todas', min: 0, max: null, busca: ' ' })).toBe(2)
  })
})

describe('describeActiveFilters', () => {
  it('names the search and every active filter', () => {
    const filters = [
      { label: 'status', value: 'Inativa' },
      { label: 'unidade', value: 'Quilograma (kg)' },
    ]
    expect(describeActiveFilters(' garrafa ', filters)).toBe(
      'Nenhum resultado para "garrafa", status Inativa, unidade Quilograma (kg).',
    )
    expect(describeActiveFilters('', [{ label: 'multiplicador mínimo', value: '1,5' }])).toBe(
      'Nenhum resultado para multiplicador mínimo 1,5.',
    )
  })

  it('says nothing was found when neither a search nor a filter is set', () => {
    expect(describeActiveFilters('   ', [])).toBe('Nenhum resultado encontrado.')
  })
})

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>
/** The conversions page's filters: every page starts its filters as '' (no filter). */
const NO_FILTERS = { status: '', unidade: '', multiplicador_min: '', multiplicador_max: '' }

/** The hook on the address `url`, with how the last change of address was made (PUSH or REPLACE). */
function renderListState<F extends Record<string, ParamValue>>(url: string, initial: F) {
  window.history.replaceState(null, '', url)
  return renderHook(() => ({ list: useListState(initial), navigation: useNavigationType() }), { wrapper })
}

describe('useListState', () => {
  afterEach(() => vi.useRealTimers())

  it('reads the search, the page and the filters from the URL', () => {
    const url = '/conversoes?busca=garrafa&page=3&status=ativa&multiplicador_min=1,5'
    const { list } = renderListState(url, NO_FILTERS).result.current
    expect(list.busca).toBe('garrafa')
    expect(list.page).toBe(3)
    expect(list.filters).toEqual({ ...NO_FILTERS, status: 'ativa', multiplicador_min: '1,5' })
    expect(list.activeCount).toBe(2)
    expect(list.filtering).toBe(true)
  })

  it('falls back on page 1 and the initial filters when the URL holds nothing or a bad page', () => {
    expect(renderListState('/conversoes', NO_FILTERS).result.current.list).toMatchObject({
      busca: '',
      page: 1,
      filters: NO_FILTERS,
      activeCount: 0,
      filtering: false,
    })
    for (const page of ['abc', '0', '-2']) {
      expect(renderListState(`/conversoes?page=${page}`, NO_FILTERS).result.current.list.page).toBe(1)
    }
  })

  it('reads a filter of another type as that type, falling back on its initial value', () => {
    const initial = { nota: 0, verificado: false }
    const read = (url: string) => renderListState(url, initial).result.current.list.filters
    expect(read('/avaliacoes?nota=4&verificado=true')).toEqual({ nota: 4, verificado: true })
    expect(read('/avaliacoes?nota=muito&verificado=sim')).toEqual({ nota: 0, verificado: false })
  })

  it('a search goes back to page 1, replacing the history entry; the API gets it 300 ms later', () => {
    vi.useFakeTimers()
    const { result } = renderListState('/produtos?page=4&status=ativa', NO_FILTERS)
    act(() => result.current.list.setBusca('vaso'))
    expect(window.location.search).toBe('?status=ativa&busca=vaso')
    expect(result.current.navigation).toBe('REPLACE')
    expect(result.current.list.busca).toBe('vaso')
    expect(result.current.list.debouncedBusca).toBe('')
    act(() => vi.advanceTimersByTime(300))
    expect(result.current.list.debouncedBusca).toBe('vaso')
  })

  it('a filter goes back to page 1, replacing the history entry; an unset value removes it', () => {
    const { result } = renderListState('/conversoes?busca=vaso&page=2', NO_FILTERS)
    act(() => result.current.list.setFilter('status', 'inativa'))
    expect(window.location.search).toBe('?busca=vaso&status=inativa')
    expect(result.current.navigation).toBe('REPLACE')
    expect(result.current.list.filters.status).toBe('inativa')
    act(() => result.current.list.setFilter('unidade', 'quilograma'))
    expect(window.location.search).toBe('?busca=vaso&status=inativa&unidade=quilograma')
    act(() => result.current.list.setFilter('status', ''))
    expect(window.location.search).toBe('?busca=vaso&unidade=quilograma')
    act(() => result.current.list.setFilter('unidade', 'todas'))
    expect(window.location.search).toBe('?busca=vaso')
  })

  it('a new page adds a history entry; page 1 is left out of the URL', () => {
    const { result } = renderListState('/conversoes?busca=vaso', NO_FILTERS)
    act(() => result.current.list.setPage(2))
    expect(window.location.search).toBe('?busca=vaso&page=2')
    expect(result.current.navigation).toBe('PUSH')
    expect(result.current.list.page).toBe(2)
    act(() => result.current.list.setPage(1))
    expect(window.location.search).toBe('?busca=vaso')
  })

  it('Limpar Filtros removes the search, the page and the filters, keeping the rest of the URL', () => {
    const { result } = renderListState(
      '/conversoes?busca=vaso&page=2&status=ativa&unidade=metro&aba=x',
      NO_FILTERS,
    )
    act(() => result.current.list.clear())
    expect(window.location.search).toBe('?aba=x')
    expect(result.current.list).toMatchObject({ busca: '', page: 1, filters: NO_FILTERS, activeCount: 0 })
  })
})
