import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../components/ui/toast.tsx'
import { AuthProvider } from '../lib/session/auth-context.tsx'
import { useBuyerActions } from './buyer-actions.tsx'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const COMPRADORA = {
  id_usuario: 5,
  nome: 'Carla Souza',
  email: 'carla@exemplo.com.br',
  cnpj_cpf: '52998224725',
  telefone: '11912345678',
  foto_url: null,
  perfil: 'comprador',
  perfis: [{ perfil: 'comprador' }],
  criado_em: '2026-01-01T00:00:00.000Z',
  bloqueado_ate: null,
}

/** The server: who is signed in, their favourites (kept as the calls change them), a refusal if any. */
function servidor({
  usuario,
  ids = [],
  recusa,
}: {
  usuario: typeof COMPRADORA | null
  ids?: number[]
  recusa?: string
}) {
  const favoritos = new Set(ids)
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/usuarios/me')
      return usuario
        ? json(200, usuario)
        : json(401, { mensagem: 'Token não fornecido', codigo: 'TOKEN_NAO_FORNECIDO' })
    if (url === '/api/favoritos/ids') return json(200, { ids: [...favoritos] })
    const id = Number(url.split('/').pop())
    if (init?.method === 'PUT' || init?.method === 'DELETE') {
      if (recusa) return json(422, { mensagem: recusa })
      if (init.method === 'PUT') favoritos.add(id)
      else favoritos.delete(id)
      return json(200, {})
    }
    return json(404, { mensagem: 'Não encontrado.' })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function Vitrine({ idVendedor = 99 }: { idVendedor?: number }) {
  const acoes = useBuyerActions()
  return (
    <>
      {acoes.favorito({
        id_anuncio: 7,
        produto: { nome: 'Vaso de pneu' },
        usuario_vendedor: { id_usuario: idVendedor },
      })}
      <p>Vitrine pronta</p>
      {acoes.dialogs}
    </>
  )
}

function montar(idVendedor?: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <AuthProvider>
            <Vitrine idVendedor={idVendedor} />
          </AuthProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  )
}

const toggles = (fetch: ReturnType<typeof servidor>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')

afterEach(() => vi.unstubAllGlobals())

describe('the heart of a listing', () => {
  it("asks a visitor to sign in ('Acesso Necessário') and favourites nothing", async () => {
    const fetch = servidor({ usuario: null })
    montar()
    const coracao = await screen.findByRole('button', { name: 'Favoritar Vaso de pneu' })
    expect(coracao.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(coracao)
    const dialog = await screen.findByRole('dialog', { name: 'Acesso Necessário' })
    expect(dialog.textContent).toContain('Para favoritar um produto, você precisa estar logado em sua conta.')
    expect(within(dialog).getByRole('link', { name: 'Entrar' })).toBeTruthy()
    expect(toggles(fetch)).toHaveLength(0)
  })

  it("is pressed for a buyer's favourite and unpressed at once on a click (DELETE)", async () => {
    const fetch = servidor({ usuario: COMPRADORA, ids: [7] })
    montar()
    const coracao = await screen.findByRole('button', { name: 'Remover Vaso de pneu dos favoritos' })
    expect(coracao.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(coracao)
    const depois = await screen.findByRole('button', { name: 'Favoritar Vaso de pneu' })
    expect(depois.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(toggles(fetch)).toHaveLength(1))
    expect(toggles(fetch)[0]).toEqual(['/api/favoritos/7', expect.objectContaining({ method: 'DELETE' })])
  })

  it("goes back and says the server's reason when a favourite is refused", async () => {
    const mensagem = 'Você atingiu o limite de 500 favoritos. Remova algum para adicionar outro.'
    servidor({ usuario: COMPRADORA, recusa: mensagem })
    montar()
    await userEvent.click(await screen.findByRole('button', { name: 'Favoritar Vaso de pneu' }))
    expect(await screen.findByText(mensagem)).toBeTruthy()
    const coracao = await screen.findByRole('button', { name: 'Favoritar Vaso de pneu' })
    expect(coracao.getAttribute('aria-pressed')).toBe('false')
  })

  it('is not offered to a seller on their own listing', async () => {
    const fetch = servidor({
      usuario: { ...COMPRADORA, perfis: [{ perfil: 'comprador' }, { perfil: 'vendedor' }] },
    })
    montar(COMPRADORA.id_usuario)
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/favoritos/ids')).toBe(true))
    await screen.findByText('Vitrine pronta')
    expect(screen.queryByRole('button', { name: /Vaso de pneu/ })).toBeNull()
  })
})
