import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StatusCounters } from './status-counters.tsx'

const contadores = [
  { status: '' as const, label: 'Total', total: 7 },
  { status: 'pago' as const, label: 'Pago', total: 3 },
  { status: 'entregue' as const, label: 'Entregue', total: undefined },
]

describe('the status counters', () => {
  it('are one row that scrolls sideways on a phone and a grid from sm up', () => {
    render(<StatusCounters label="Pedidos por status" contadores={contadores} ativo="" onSelect={() => {}} />)
    const lista = screen.getByRole('list', { name: 'Pedidos por status' })
    expect(lista.className.split(' ')).toEqual(expect.arrayContaining(['flex', 'overflow-x-auto', 'sm:grid']))
    expect(lista.className.split(' ')).not.toContain('grid')
    for (const li of within(lista).getAllByRole('listitem')) expect(li.className).toContain('shrink-0')
  })

  it('name each counter by its number and status, show a dash while loading, and filter on a click', () => {
    const onSelect = vi.fn()
    const { rerender } = render(
      <StatusCounters label="Pedidos por status" contadores={contadores} ativo="" onSelect={onSelect} />,
    )
    expect(screen.getByRole('button', { name: '7 Total' }).getAttribute('aria-pressed')).toBe('true')
    screen.getByRole('button', { name: '– Entregue' })
    fireEvent.click(screen.getByRole('button', { name: '3 Pago' }))
    expect(onSelect).toHaveBeenLastCalledWith('pago')

    rerender(
      <StatusCounters label="Pedidos por status" contadores={contadores} ativo="pago" onSelect={onSelect} />,
    )
    const pago = screen.getByRole('button', { name: '3 Pago' })
    expect(pago.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(pago)
    expect(onSelect).toHaveBeenLastCalledWith('')
  })
})
