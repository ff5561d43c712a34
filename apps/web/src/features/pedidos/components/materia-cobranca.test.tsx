import type { MateriaDoPedido } from '@recria/domain/materia-cobranca'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OQueEntregar } from '../../../components/materia/o-que-entregar.tsx'
import { ToastProvider } from '../../../components/ui/toast.tsx'
import { CobrancaMateriaComprador } from './cobranca-materia-comprador.tsx'
import { MateriaPrimaVendedor } from './materia-prima-vendedor.tsx'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

// 10 kg owed, 4 kg recorded: 6 kg missing.
const ITENS = [
  {
    id_item_pedido: 4,
    nome_produto: 'Vaso reciclado',
    forma_pagamento_selecionada: 'sustentavel',
    quantidade_materia_prima: 10,
    nome_materia_prima: 'Garrafa PET',
    unidade_medida: 'quilograma',
    quantidade_recebida: 4,
  },
]

const PENDENTE: MateriaDoPedido = { pendente: true, resolucao: null, valor_faltante: 30, cobranca: null }

const COBRANCA = {
  id_cobranca: 3,
  valor: 30,
  status: 'pendente' as const,
  itens: [
    {
      id_item_pedido: 4,
      nome_materia_prima: 'Garrafa PET',
      unidade_medida: 'quilograma',
      devida: 10,
      recebida: 4,
      faltante: 6,
      valor_centavos: 3000,
    },
  ],
  data_criacao: '2026-11-20T12:00:00.000Z',
  data_pagamento: null,
}

type Resposta = { status: number; body: unknown }

/** The API as the page meets it: each `METHOD path` answers what the test says; the calls are kept. */
function api(respostas: Record<string, Resposta>) {
  const chamadas: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const chave = `${init?.method ?? 'GET'} ${new URL(input, 'http://recria.test').pathname}`
      chamadas.push(chave)
      const r = respostas[chave]
      return r ? json(r.status, r.body) : json(404, { mensagem: 'não encontrado' })
    }),
  )
  return chamadas
}

function montar(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the seller's raw material that did not arrive", () => {
  it('charges the value of what is missing, shown before sending, and says the server sent it', async () => {
    const chamadas = api({
      'POST /api/pedidos/7/materia-prima/cobranca': {
        status: 200,
        body: {
          mensagem: 'Cobrança de R$ 30,00 enviada ao comprador.',
          materia: { ...PENDENTE, cobranca: COBRANCA },
        },
      },
    })
    montar(<MateriaPrimaVendedor idPedido={7} status="em_preparacao" itens={ITENS} materia={PENDENTE} />)
    const bloco = within(screen.getByRole('region', { name: 'Material não chegou?' }))
    expect(
      bloco.getByText(
        'Se o comprador não entregou toda a matéria-prima combinada, escolha um caminho antes de marcar o pedido como entregue.',
      ),
    ).toBeTruthy()
    expect(
      bloco.getByRole('link', { name: 'Ou cancele o pedido: o comprador é reembolsado integralmente.' }),
    ).toBeTruthy()
    await userEvent.click(bloco.getByRole('button', { name: 'Cobrar o valor do que faltou' }))
    const dialogo = within(screen.getByRole('dialog', { name: 'Cobrar o valor do que faltou' }))
    expect(dialogo.getByText('R$ 30,00')).toBeTruthy()
    expect(
      dialogo.getByText(
        'O comprador pagará R$ 30,00 pelo Mercado Pago: a diferença entre o preço padrão e o sustentável, na proporção do que não chegou.',
      ),
    ).toBeTruthy()
    expect(dialogo.getByText('Faltou 6 kg de Garrafa PET, pelo item Vaso reciclado.')).toBeTruthy()
    expect(chamadas).toEqual([])
    await userEvent.click(dialogo.getByRole('button', { name: 'Enviar cobrança' }))
    await screen.findByText('Cobrança de R$ 30,00 enviada ao comprador.')
    expect(chamadas).toContain('POST /api/pedidos/7/materia-prima/cobranca')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("shows the server's refusal inside the dialog, which stays open", async () => {
    const recusa =
      'O valor do que faltou é zero: o preço sustentável deste pedido não é menor que o padrão. Dispense o restante ou cancele o pedido.'
    api({ 'POST /api/pedidos/7/materia-prima/cobranca': { status: 422, body: { mensagem: recusa } } })
    montar(
      <MateriaPrimaVendedor
        idPedido={7}
        status="pagamento_aprovado"
        itens={ITENS}
        materia={{ ...PENDENTE, valor_faltante: 0 }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cobrar o valor do que faltou' }))
    const dialogo = within(screen.getByRole('dialog', { name: 'Cobrar o valor do que faltou' }))
    await userEvent.click(dialogo.getByRole('button', { name: 'Enviar cobrança' }))
    await waitFor(() => expect(dialogo.getByRole('alert').textContent).toBe(recusa))
  })

  it('waives the rest after confirming', async () => {
    const chamadas = api({
      'POST /api/pedidos/7/materia-prima/dispensa': {
        status: 200,
        body: {
          mensagem: 'Matéria-prima restante dispensada.',
          materia: { ...PENDENTE, pendente: false, resolucao: 'dispensada' },
        },
      },
    })
    montar(<MateriaPrimaVendedor idPedido={7} status="confirmado" itens={ITENS} materia={PENDENTE} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dispensar o restante' }))
    const dialogo = within(screen.getByRole('dialog', { name: 'Dispensar o restante' }))
    expect(
      dialogo.getByText('O pedido segue sem a matéria-prima que faltou e sem cobrança ao comprador.'),
    ).toBeTruthy()
    await userEvent.click(dialogo.getByRole('button', { name: 'Dispensar' }))
    await screen.findByText('Matéria-prima restante dispensada.')
    expect(chamadas).toEqual(['POST /api/pedidos/7/materia-prima/dispensa'])
  })

  it('shows a pending charge, awaiting the buyer, and withdraws it', async () => {
    const chamadas = api({
      'DELETE /api/pedidos/7/materia-prima/cobranca': {
        status: 200,
        body: { mensagem: 'Cobrança cancelada.', materia: PENDENTE },
      },
    })
    montar(
      <MateriaPrimaVendedor
        idPedido={7}
        status="em_preparacao"
        itens={ITENS}
        materia={{ ...PENDENTE, cobranca: COBRANCA }}
      />,
    )
    expect(screen.queryByRole('region', { name: 'Material não chegou?' })).toBeNull()
    expect(screen.getByText('R$ 30,00')).toBeTruthy()
    expect(screen.getByText('Aguardando pagamento do comprador', { exact: false })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar cobrança' }))
    await screen.findByText('Cobrança cancelada.')
    expect(chamadas).toEqual(['DELETE /api/pedidos/7/materia-prima/cobranca'])
  })

  it('reads the settlement once made, and offers nothing on an order not yet paid', () => {
    api({})
    montar(
      <>
        <MateriaPrimaVendedor
          idPedido={7}
          status="em_preparacao"
          itens={ITENS}
          materia={{
            pendente: false,
            resolucao: 'paga',
            valor_faltante: 30,
            cobranca: { ...COBRANCA, status: 'paga', data_pagamento: '2026-11-21T12:00:00.000Z' },
          }}
        />
        <MateriaPrimaVendedor idPedido={8} status="pagamento_pendente" itens={ITENS} materia={PENDENTE} />
      </>,
    )
    expect(screen.getByText('Matéria-prima que faltou paga: R$ 30,00.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cobrar o valor do que faltou' })).toBeNull()
  })
})

describe("the buyer's raw-material charge", () => {
  it("shows why, what was missing and 'Pagar R$ 30,00', which goes to Mercado Pago", async () => {
    const chamadas = api({
      'POST /api/pedidos/7/materia-prima/cobranca/pagar': {
        status: 200,
        body: { init_point: 'http://mp.test/checkout?pref_id=9' },
      },
    })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    montar(
      <OQueEntregar itens={ITENS}>
        <CobrancaMateriaComprador idPedido={7} materia={{ ...PENDENTE, cobranca: COBRANCA }} />
      </OQueEntregar>,
    )
    const secao = within(screen.getByRole('region', { name: 'O que entregar' }))
    const cobranca = within(secao.getByRole('region', { name: 'Cobrança da matéria-prima' }))
    expect(
      cobranca.getByText(
        'A matéria-prima combinada não chegou toda ao vendedor, que pede R$ 30,00 no lugar do que faltou.',
      ),
    ).toBeTruthy()
    expect(cobranca.getByText('Faltou 6 kg de Garrafa PET.')).toBeTruthy()
    await userEvent.click(cobranca.getByRole('button', { name: 'Pagar R$ 30,00' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://mp.test/checkout?pref_id=9'))
    expect(chamadas).toEqual(['POST /api/pedidos/7/materia-prima/cobranca/pagar'])
  })

  it('reads the settlement once made', () => {
    api({})
    montar(
      <CobrancaMateriaComprador
        idPedido={7}
        materia={{ pendente: false, resolucao: 'dispensada', valor_faltante: 30, cobranca: null }}
      />,
    )
    expect(screen.getByText('O vendedor dispensou a matéria-prima que faltava.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pagar/ })).toBeNull()
  })

  it('tells a paid charge given back when the order ended, not that it was paid', () => {
    api({})
    montar(
      <CobrancaMateriaComprador
        idPedido={7}
        materia={{
          pendente: false,
          resolucao: 'paga',
          valor_faltante: 30,
          cobranca: { ...COBRANCA, status: 'reembolsada', data_pagamento: '2026-11-21T12:00:00.000Z' },
        }}
      />,
    )
    expect(screen.getByText('Cobrança da matéria-prima reembolsada: R$ 30,00.')).toBeTruthy()
    expect(screen.queryByText(/Matéria-prima que faltou paga/)).toBeNull()
  })
})
