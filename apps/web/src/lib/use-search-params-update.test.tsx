import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { BrowserRouter, useNavigationType } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useSearchParamsUpdate } from './use-search-params-update.ts'

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>

function renderUpdate(url: string) {
  window.history.replaceState(null, '', url)
  return renderHook(
    () => {
      const [params, update] = useSearchParamsUpdate()
      return { params, update, navigation: useNavigationType() }
    },
    { wrapper },
  )
}

describe('useSearchParamsUpdate', () => {
  it('sets each key given and keeps the others', () => {
    const { result } = renderUpdate('/pedidos?busca=vaso&page=2')
    act(() => result.current.update({ status: 'entregue', page: '3' }))
    expect(window.location.pathname).toBe('/pedidos')
    expect(window.location.search).toBe('?busca=vaso&page=3&status=entregue')
    expect(result.current.params.get('status')).toBe('entregue')
  })

  it('removes a key given null or an empty text', () => {
    const { result } = renderUpdate('/pedidos?busca=vaso&page=2&status=entregue')
    act(() => result.current.update({ page: null, busca: '' }))
    expect(window.location.search).toBe('?status=entregue')
    expect(result.current.params.has('page')).toBe(false)
  })

  it('adds a history entry, or replaces it when asked', () => {
    const { result } = renderUpdate('/pedidos')
    act(() => result.current.update({ page: '2' }))
    expect(result.current.navigation).toBe('PUSH')
    act(() => result.current.update({ busca: 'vaso' }, true))
    expect(result.current.navigation).toBe('REPLACE')
    expect(window.location.search).toBe('?page=2&busca=vaso')
  })

  it('a second change before the first is drawn keeps the first (two dates typed one after the other)', () => {
    const { result } = renderUpdate('/pagamentos?periodo=personalizado')
    act(() => {
      result.current.update({ data_inicio: '2025-01-01' }, true)
      result.current.update({ data_fim: '2025-01-31' }, true)
    })
    expect(window.location.search).toBe('?periodo=personalizado&data_inicio=2025-01-01&data_fim=2025-01-31')
    expect(result.current.params.get('data_inicio')).toBe('2025-01-01')
  })
})
