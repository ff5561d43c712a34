import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../../components/ui/toast.tsx'
import CarrinhoConteudo from './carrinho-conteudo.tsx'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function anuncio(id: number, vendedor: { id_usuario: number; nome: string }, nome: string, preco: number) {
  return {
    id_anuncio: id,
    status: 'ativo',
    forma_de_pagamento: 'sustentavel',
    creditos_aceitos: 40,
    valor_conversao: preco / 2,
    quantidade_materia_prima: 2.5,
    produto: { id_produto: id, nome, preco, imagem: null, rating: 0, totalAvaliacoes: 0 },
    usuario_vendedor: vendedor,
    conversao: null,
    materia_prima: { id_materia_prima: 1, nome_materia_prima: 'Garrafa PET', unidade_medida: 'kg' },
  }
}

const ANA = { id_usuario: 10, nome: 'Ateliê Ana' }
const BIA = { id_usuario: 20, nome: 'Ateliê Bia' }
const CARRINHO = {
  id_carrinho: 3,
  itens: [
    {
      id_item_carrinho: 1,
      quantidade: 1,
      valor_unitario: 100,
      forma_pagamento_selecionada: 'padrao',
      quantidade_materia_prima: null,
      disponivel: true,
      anuncio: anuncio(101, ANA, 'Luminária de vidro', 100),
    },
    {
      id_item_carrinho: 2,
      quantidade: 1,
      valor_unitario: 50,
      forma_pagamento_selecionada: 'sustentavel',
      quantidade_materia_prima: 2.5,
      disponivel: true,
      anuncio: anuncio(102, BIA, 'Vaso reciclado', 100),
    },
  ],
  quantidade_total_itens: 2,
  quantidade_total_materia_prima: [
    { nome_materia_prima: 'Garrafa PET', unidade_medida: 'kg', quantidade: 2.5 },
  ],
  valor_total: 150,
}

const endereco = (id: number, principal: boolean, logradouro: string, cidade: string, uf: string) => ({
  id_endereco: id,
  destinatario: 'Carla Souza',
  telefone: '11999998888',
  cep: '01310100',
  logradouro,
  numero: '10',
  complemento: null,
  bairro: 'Centro',
  cidade,
  uf,
  principal,
})
const ENDERECOS = [
  endereco(1, true, 'Rua Augusta', 'São Paulo', 'SP'),
  endereco(2, false, 'Rua do Sol', 'Manaus', 'AM'),
]

/** Address 1 (São Paulo): Ana offers all three, Bia local delivery and shipping (shipping cheaper). */
const OPCOES: Record<string, unknown> = {
  '1': {
    vendedores: [
      {
        id_vendedor: 10,
        nome_vendedor: 'Ateliê Ana',
        opcoes: [
          { modo: 'retirada', taxa: 0, prazo_dias: null },
          { modo: 'entrega_local', taxa: 12.5, prazo_dias: 2 },
          { modo: 'envio', taxa: 20, prazo_dias: 3 },
        ],
      },
      {
        id_vendedor: 20,
        nome_vendedor: 'Ateliê Bia',
        opcoes: [
          { modo: 'entrega_local', taxa: 18, prazo_dias: 1 },
          { modo: 'envio', taxa: 15, prazo_dias: 5 },
        ],
      },
    ],
  },
  // Address 2 (Manaus): Ana picks up or ships; Bia does not deliver there.
  '2': {
    vendedores: [
      {
        id_vendedor: 10,
        nome_vendedor: 'Ateliê Ana',
        opcoes: [
          { modo: 'retirada', taxa: 0, prazo_dias: null },
          { modo: 'envio', taxa: 40, prazo_dias: 7 },
        ],
      },
      { id_vendedor: 20, nome_vendedor: 'Ateliê Bia', opcoes: [] },
    ],
  },
}

function servidor(aguardar: (body: unknown) => Response = () => json(500, {})) {
  const enviados: unknown[] = []
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://recria.test')
    if (url.pathname === '/api/carrinho/usuario/7') return json(200, CARRINHO)
    if (url.pathname === '/api/carrinho/usuario/7/aguardando-pagamento') return json(404, { mensagem: 'x' })
    if (url.pathname === '/api/enderecos') return json(200, ENDERECOS)
    if (url.pathname === '/api/carrinho/usuario/7/entrega')
      return json(200, OPCOES[url.searchParams.get('id_endereco') ?? ''])
    if (url.pathname === '/api/carrinho/usuario/7/aguardar-pagamento') {
      const body = JSON.parse(String(init?.body))
      enviados.push(body)
      return aguardar(body)
    }
    return json(404, { mensagem: 'não encontrado' })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, enviados }
}

function abrir() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <CarrinhoConteudo idUsuario={7} onFechar={() => {}} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  )
}

const grupo = (vendedor: string) => screen.getByRole('group', { name: `Entrega — ${vendedor}` })
const radio = (vendedor: string, nome: string) =>
  within(grupo(vendedor)).getByRole('radio', { name: nome }) as HTMLInputElement
const valorDe = (rotulo: string) =>
  screen.getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the cart drawer's delivery", () => {
  it('lists only the options given, with cost and time, and defaults each seller to the cheapest', async () => {
    servidor()
    abrir()
    await screen.findAllByRole('radio', { name: 'Retirada no ateliê' })
    const ana = within(grupo('Ateliê Ana'))
    expect(ana.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'retirada',
      'entrega_local',
      'envio',
    ])
    expect(radio('Ateliê Ana', 'Retirada no ateliê').checked).toBe(true)
    expect(ana.getByText('Grátis')).toBeTruthy()
    expect(ana.getByText('R$ 12,50')).toBeTruthy()
    expect(ana.getByText('Entrega em até 2 dias')).toBeTruthy()
    expect(ana.getByText('Postagem em até 3 dias')).toBeTruthy()
    expect(ana.getByText('Retire quando o pedido estiver pronto')).toBeTruthy()
    // Bia: shipping is cheaper than her local delivery, though listed after it.
    const bia = within(grupo('Ateliê Bia'))
    expect(bia.queryByRole('radio', { name: 'Retirada no ateliê' })).toBeNull()
    expect(radio('Ateliê Bia', 'Envio pelos Correios/transportadora').checked).toBe(true)
    expect(radio('Ateliê Bia', 'Entrega local').checked).toBe(false)
    // The sustainable item's handover, in the words of the mode chosen.
    expect(bia.getByText('2,5 kg de Garrafa PET', { exact: false })).toBeTruthy()
    expect(
      bia.getByText(
        'Envie o material ao vendedor antes que ele poste o pedido: combine pelas mensagens do pedido o endereço e a forma de envio.',
      ),
    ).toBeTruthy()
    expect(valorDe('Subtotal')).toBe('R$\u00a0150,00')
    expect(valorDe('Entrega')).toBe('R$\u00a015,00')
    expect(valorDe('Total em dinheiro')).toBe('R$\u00a0165,00')
  })

  it('adds the fees chosen to the total and sends one choice per seller', async () => {
    const { enviados } = servidor(() =>
      json(422, {
        mensagem:
          'Ateliê Bia não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.',
      }),
    )
    abrir()
    await screen.findAllByRole('radio', { name: 'Retirada no ateliê' })
    await userEvent.click(radio('Ateliê Ana', 'Entrega local'))
    await userEvent.click(radio('Ateliê Bia', 'Entrega local'))
    expect(valorDe('Entrega')).toBe('R$\u00a030,50')
    expect(valorDe('Total em dinheiro')).toBe('R$\u00a0180,50')
    expect(
      within(grupo('Ateliê Bia')).getByText(
        'Deixe o material separado: o vendedor o recolhe no seu endereço quando for entregar o pedido.',
      ),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar compra' }))
    await waitFor(() => expect(enviados).toHaveLength(1))
    expect(enviados[0]).toEqual({
      id_endereco: 1,
      entregas: [
        { id_vendedor: 10, modo: 'entrega_local' },
        { id_vendedor: 20, modo: 'entrega_local' },
      ],
    })
    // The server's refusal names the seller, in the drawer's alert.
    expect(
      await screen.findByText(
        'Ateliê Bia não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.',
      ),
    ).toBeTruthy()
  })

  it('resets a choice the new address no longer offers and blocks checkout, saying why, when a seller has none', async () => {
    const { enviados } = servidor()
    abrir()
    await screen.findAllByRole('radio', { name: 'Retirada no ateliê' })
    await userEvent.click(radio('Ateliê Ana', 'Entrega local'))
    await userEvent.selectOptions(screen.getByLabelText('Trocar'), '2')
    await waitFor(() =>
      expect(within(grupo('Ateliê Ana')).queryByRole('radio', { name: 'Entrega local' })).toBeNull(),
    )
    expect(radio('Ateliê Ana', 'Retirada no ateliê').checked).toBe(true)
    expect(within(grupo('Ateliê Ana')).getByText('R$ 40,00')).toBeTruthy()
    const motivo =
      'Ateliê Bia não entrega no endereço escolhido. Escolha outro endereço ou remova os produtos desse vendedor.'
    expect(within(grupo('Ateliê Bia')).getByRole('alert').textContent).toBe(motivo)
    expect(within(grupo('Ateliê Bia')).queryAllByRole('radio')).toHaveLength(0)
    const finalizar = screen.getByRole('button', { name: 'Finalizar compra' })
    expect(finalizar.getAttribute('aria-disabled')).toBe('true')
    expect(finalizar.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(finalizar.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      motivo,
    )
    expect(valorDe('Entrega')).toBe('—')
    expect(valorDe('Total em dinheiro')).toBe('R$\u00a0150,00')
    await userEvent.click(finalizar)
    expect(enviados).toHaveLength(0)

    // Back to São Paulo: Ana's local delivery is offered again, but the choice was reset to pickup.
    await userEvent.selectOptions(screen.getByLabelText('Trocar'), '1')
    await waitFor(() => expect(finalizar.getAttribute('aria-disabled')).toBeNull())
    expect(radio('Ateliê Ana', 'Retirada no ateliê').checked).toBe(true)
  })
})
