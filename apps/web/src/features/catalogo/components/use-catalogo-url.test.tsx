import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BrowserRouter, useNavigationType } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useCatalogoUrl } from './use-catalogo-url.ts'

// The app's own router: the hook reads the address as the browser has it (useSearchParamsUpdate), which a
// MemoryRouter never changes.
const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>

function renderCatalogo(url: string) {
  window.history.replaceState(null, '', url)
  return renderHook(() => ({ catalogo: useCatalogoUrl(), navigation: useNavigationType() }), { wrapper })
}

describe('useCatalogoUrl', () => {
  it('reads the search, the filters, the ordering and the page from the URL', () => {
    const url =
      '/?busca=garrafa&preco_min=2,5&preco_max=40&forma_pagamento=sustentavel&ordenar=menor_preco&page=2'
    expect(renderCatalogo(url).result.current.catalogo).toMatchObject({
      busca: 'garrafa',
      preco_min: '2,5',
      preco_max: '40',
      forma_pagamento: 'sustentavel',
      ordenar: 'menor_preco',
      page: 2,
    })
  })

  it('shows everything from page 1 when the URL holds nothing or values it does not know', () => {
    const vazio = { busca: '', preco_min: '', preco_max: '', forma_pagamento: 'todos', ordenar: '', page: 1 }
    expect(renderCatalogo('/').result.current.catalogo).toMatchObject(vazio)
    const url = '/?forma_pagamento=dinheiro&ordenar=aleatorio&page=abc'
    expect(renderCatalogo(url).result.current.catalogo).toMatchObject(vazio)
    for (const page of ['0', '-1']) {
      expect(renderCatalogo(`/?page=${page}`).result.current.catalogo.page).toBe(1)
    }
  })

  it('reads the category and the raw material; unknown values mean every one', () => {
    expect(renderCatalogo('/?categoria=bolsas&materia=12').result.current.catalogo).toMatchObject({
      categoria: 'bolsas',
      materia: 12,
    })
    for (const url of [
      '/?categoria=eletronicos&materia=abc',
      '/?categoria=BOLSAS&materia=0',
      '/?materia=-3',
    ]) {
      expect(renderCatalogo(url).result.current.catalogo).toMatchObject({ categoria: '', materia: null })
    }
  })

  it('a category or a raw material goes back to page 1 in a new history entry; clearing removes it', () => {
    const { result } = renderCatalogo('/?busca=bolsa&page=3')
    act(() => result.current.catalogo.setCategoria('bolsas'))
    expect(window.location.search).toBe('?busca=bolsa&categoria=bolsas')
    expect(result.current.navigation).toBe('PUSH')
    expect(result.current.catalogo).toMatchObject({ categoria: 'bolsas', page: 1 })
    act(() => result.current.catalogo.setMateria(7))
    expect(window.location.search).toBe('?busca=bolsa&categoria=bolsas&materia=7')
    act(() => result.current.catalogo.setCategoria(''))
    expect(window.location.search).toBe('?busca=bolsa&materia=7')
    act(() => result.current.catalogo.setCategoria('jardim'))
    act(() => result.current.catalogo.limparFiltros())
    expect(window.location.search).toBe('?busca=bolsa')
  })

  it('a payment form goes back to page 1 in a new history entry; todos removes it', () => {
    const { result } = renderCatalogo('/?busca=garrafa&page=3')
    act(() => result.current.catalogo.setForma('sustentavel'))
    expect(window.location.search).toBe('?busca=garrafa&forma_pagamento=sustentavel')
    expect(result.current.navigation).toBe('PUSH')
    expect(result.current.catalogo).toMatchObject({ forma_pagamento: 'sustentavel', page: 1 })
    act(() => result.current.catalogo.setForma('todos'))
    expect(window.location.search).toBe('?busca=garrafa')
  })

  it('a price is kept as typed and goes back to page 1, replacing the history entry', () => {
    const { result } = renderCatalogo('/?page=2')
    act(() => result.current.catalogo.setPreco('preco_min', '2,5'))
    expect(new URLSearchParams(window.location.search).get('preco_min')).toBe('2,5')
    expect(window.location.search).not.toContain('page=')
    expect(result.current.navigation).toBe('REPLACE')
    expect(result.current.catalogo.preco_min).toBe('2,5')
    act(() => result.current.catalogo.setPreco('preco_min', ''))
    expect(window.location.search).toBe('')
  })

  it('a search is trimmed and goes back to page 1 in a new history entry', () => {
    const { result } = renderCatalogo('/?forma_pagamento=padrao&page=4')
    act(() => result.current.catalogo.setBusca('  vaso  '))
    expect(window.location.search).toBe('?forma_pagamento=padrao&busca=vaso')
    expect(result.current.navigation).toBe('PUSH')
    act(() => result.current.catalogo.setBusca('   '))
    expect(window.location.search).toBe('?forma_pagamento=padrao')
  })

  it('an ordering goes back to page 1; the default one is left out of the URL', () => {
    const { result } = renderCatalogo('/?page=2')
    act(() => result.current.catalogo.setOrdenar('avaliacao'))
    expect(window.location.search).toBe('?ordenar=avaliacao')
    act(() => result.current.catalogo.setOrdenar(''))
    expect(window.location.search).toBe('')
  })

  it('a page adds a history entry and keeps the filters; page 1 is left out of the URL', () => {
    const { result } = renderCatalogo('/?busca=vaso&forma_pagamento=padrao')
    act(() => result.current.catalogo.setPage(3))
    expect(window.location.search).toBe('?busca=vaso&forma_pagamento=padrao&page=3')
    expect(result.current.navigation).toBe('PUSH')
    expect(result.current.catalogo.page).toBe(3)
    act(() => result.current.catalogo.setPage(1))
    expect(window.location.search).toBe('?busca=vaso&forma_pagamento=padrao')
  })

  it('clearing the filters keeps the search and the ordering, and goes back to page 1', () => {
    const url = '/?busca=vaso&preco_min=2,5&preco_max=40&forma_pagamento=padrao&ordenar=recentes&page=2'
    const { result } = renderCatalogo(url)
    act(() => result.current.catalogo.limparFiltros())
    expect(window.location.search).toBe('?busca=vaso&ordenar=recentes')
    expect(result.current.catalogo).toMatchObject({
      busca: 'vaso',
      preco_min: '',
      preco_max: '',
      forma_pagamento: 'todos',
      ordenar: 'recentes',
      page: 1,
    })
  })
})
