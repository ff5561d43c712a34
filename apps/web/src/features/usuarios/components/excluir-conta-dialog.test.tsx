import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExcluirContaDialog } from './excluir-conta-dialog.tsx'

const respostaJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function abrir(onExcluida = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ExcluirContaDialog idUsuario={7} open onOpenChange={() => {}} onExcluida={onExcluida} />
    </QueryClientProvider>,
  )
  return onExcluida
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the account deletion dialog', () => {
  it('is named, explains what happens and asks for the password before sending anything', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    abrir()
    const dialog = screen.getByRole('dialog', { name: 'Excluir minha conta' })
    expect(dialog.textContent).toContain('Seus anúncios saem do catálogo e seu carrinho é esvaziado.')
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }))
    expect(await screen.findByText('Informe sua senha para confirmar.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("shows the server's refusal in its own words", async () => {
    const mensagem = 'Você tem pedidos em andamento (#12, #15). Conclua-os antes de excluir a conta.'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostaJson(409, { mensagem })),
    )
    const onExcluida = abrir()
    await userEvent.type(screen.getByLabelText('Sua senha'), 'senha-forte-123')
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }))
    expect(await screen.findByText(mensagem)).toBeTruthy()
    expect(onExcluida).not.toHaveBeenCalled()
  })

  it('sends DELETE /usuarios/{id} with the password and hands the answer over', async () => {
    const fetch = vi.fn(async () => respostaJson(200, { mensagem: 'Sua conta foi excluída.' }))
    vi.stubGlobal('fetch', fetch)
    const onExcluida = abrir()
    await userEvent.type(screen.getByLabelText('Sua senha'), 'senha-forte-123')
    await userEvent.click(screen.getByRole('button', { name: 'Excluir conta' }))
    await waitFor(() => expect(onExcluida).toHaveBeenCalledWith('Sua conta foi excluída.'))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/usuarios/7')
    expect(init.method).toBe('DELETE')
    expect(JSON.parse(String(init.body))).toEqual({ senha: 'senha-forte-123' })
  })
})
