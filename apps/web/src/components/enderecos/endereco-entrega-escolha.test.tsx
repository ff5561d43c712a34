import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EnderecoEntregaEscolha } from './endereco-entrega-escolha.tsx'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const NOVO = {
  id_endereco: 41,
  destinatario: 'Ana Souza',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '11912345678',
  principal: true,
  criado_em: '2026-11-27T12:00:00.000Z',
  atualizado_em: '2026-11-27T12:00:00.000Z',
}

/** The buyer's book on the server: empty until the POST adds one; the POST's body is kept. */
function servidor(respostaPost: () => Response) {
  let lista: unknown[] = []
  const enviados: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (new URL(input, 'http://recria.test').pathname !== '/api/enderecos') return json(404, {})
      if (init?.method === 'POST') {
        enviados.push(JSON.parse(String(init.body)))
        const res = respostaPost()
        if (res.status === 201) lista = [NOVO]
        return res
      }
      return json(200, lista)
    }),
  )
  return enviados
}

function abrir() {
  const onChange = vi.fn()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <EnderecoEntregaEscolha value={undefined} onChange={onChange} />
    </QueryClientProvider>,
  )
  return onChange
}

async function preencher(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar endereço' }))
  await user.type(screen.getByLabelText('Destinatário'), 'Ana Souza')
  await user.type(screen.getByLabelText('CEP'), '01310100')
  await user.type(screen.getByLabelText('Telefone'), '11912345678')
  await user.type(screen.getByLabelText('Logradouro'), 'Avenida Paulista')
  await user.type(screen.getByLabelText('Número'), '1000')
  await user.type(screen.getByLabelText('Bairro'), 'Bela Vista')
  await user.type(screen.getByLabelText('Cidade'), 'São Paulo')
  await user.selectOptions(screen.getByLabelText('UF'), 'SP')
  await user.click(screen.getByRole('button', { name: 'Salvar endereço' }))
}

afterEach(() => vi.unstubAllGlobals())

describe('the delivery address at checkout', () => {
  it('adds an address right there, without leaving, and chooses it', async () => {
    const enviados = servidor(() => json(201, NOVO))
    const onChange = abrir()
    await screen.findByText('Nenhum endereço cadastrado')
    await preencher(userEvent.setup())
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(41))
    expect(enviados).toEqual([expect.objectContaining({ cep: '01310100', uf: 'SP', cidade: 'São Paulo' })])
    expect(screen.queryByLabelText('Destinatário')).toBeNull()
  })

  it("keeps the form open with the server's refusal", async () => {
    servidor(() => json(422, { mensagem: 'Você pode cadastrar no máximo 10 endereços.' }))
    const onChange = abrir()
    await preencher(userEvent.setup())
    await screen.findByText('Você pode cadastrar no máximo 10 endereços.')
    expect(screen.getByLabelText('Destinatário')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalledWith(41)
  })
})
