import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CatalogoBusca } from './catalogo-busca.tsx'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const PENDENTE = 'Luminária pendente de garrafa PET'
const MESA = 'Luminária de mesa de latinhas'

/** The names the API suggests for `busca`: the longer the word, the fewer and in another order. */
function sugestoesPara(busca: string) {
  return busca.length < 5 ? [MESA, PENDENTE] : [PENDENTE]
}

describe('CatalogoBusca', () => {
  it('keeps the highlighted name while the next keystroke changes the list, and searches it', async () => {
    const fetch = vi.fn(async (url: string) =>
      json({ sugestoes: sugestoesPara(new URL(url, 'http://x').searchParams.get('busca') ?? '') }),
    )
    vi.stubGlobal('fetch', fetch)
    const onBuscar = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CatalogoBusca busca="" onBuscar={onBuscar} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    const caixa = screen.getByRole('combobox', { name: 'Buscar produtos' })
    await user.type(caixa, 'lumi')
    await screen.findByRole('option', { name: MESA })
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const destacada = () => screen.getByRole('option', { selected: true }).textContent
    expect(destacada()).toBe(PENDENTE)

    // One more letter: the list the API answers no longer has the first name, the highlighted one stays.
    await user.type(caixa, 'n')
    await waitFor(() => expect(screen.queryByRole('option', { name: MESA })).toBeNull())
    expect(destacada()).toBe(PENDENTE)
    expect(caixa.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id)

    await user.keyboard('{Enter}')
    expect(onBuscar).toHaveBeenCalledWith(PENDENTE)
  })

  it('searches what was typed when nothing is highlighted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ sugestoes: [PENDENTE] })),
    )
    const onBuscar = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CatalogoBusca busca="" onBuscar={onBuscar} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.type(screen.getByRole('combobox', { name: 'Buscar produtos' }), 'lumin')
    await screen.findByRole('option', { name: PENDENTE })
    await user.keyboard('{Enter}')
    expect(onBuscar).toHaveBeenCalledWith('lumin')
  })
})
