import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { positiveId, useStateId } from './navigation-id.ts'

describe('positiveId', () => {
  it('reads a positive whole number, as a number or as text', () => {
    expect(positiveId(5)).toBe(5)
    expect(positiveId('42')).toBe(42)
  })

  it('is undefined for anything else: missing, empty, zero, negative, fractional, words', () => {
    for (const value of [
      undefined,
      null,
      '',
      0,
      '0',
      -3,
      '-3',
      1.5,
      '1.5',
      'abc',
      Number.NaN,
      true,
      {},
      [7],
    ]) {
      expect(positiveId(value)).toBeUndefined()
    }
  })
})

describe('useStateId (docs/product/README.md: the id arrives in navigation state)', () => {
  const idNoEstado = (state: unknown) =>
    renderHook(() => useStateId('idProduto'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[{ pathname: '/produtos/editar', state }]}>{children}</MemoryRouter>
      ),
    }).result.current

  it("reads the page's id from the navigation state", () => {
    expect(idNoEstado({ idProduto: 12 })).toBe(12)
    expect(idNoEstado({ idProduto: '12' })).toBe(12)
  })

  it('is undefined when the page was opened without it (a typed address, a reload elsewhere)', () => {
    expect(idNoEstado(null)).toBeUndefined()
    expect(idNoEstado({ idMateria: 12 })).toBeUndefined()
    expect(idNoEstado({ idProduto: 'abc' })).toBeUndefined()
  })
})
