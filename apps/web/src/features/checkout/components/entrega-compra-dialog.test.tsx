import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type CompraComEntrega, EntregaCompraDialog } from './entrega-compra-dialog.tsx'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const COMPRA: CompraComEntrega = {
  forma: 'sustentavel',
  anuncio: {
    id_anuncio: 5,
    forma_de_pagamento: 'sustentavel',
    creditos_aceitos: 40,
    valor_conversao: 60,
    quantidade_materia_prima: 3,
    produto: { nome: 'Banco de pallet', preco: 100 },
    materia_prima: { nome_materia_prima: 'Madeira de pallet', unidade_medida: 'kg' },
    conversao: null,
  },
}

const endereco = (id: number, principal: boolean, logradouro: string) => ({
  id_endereco: id,
  destinatario: 'Carla Souza',
  telefone: '11999998888',
  cep: '01310100',
  logradouro,
  numero: '10',
  complemento: null,
  bairro: 'Centro',
  cidade: 'São Paulo',
  uf: 'SP',
  principal,
})

const OPCOES: Record<string, unknown> = {
  '1': {
    id_vendedor: 9,
    nome_vendedor: 'Ateliê Caio',
    opcoes: [
      { modo: 'retirada', taxa: 0, prazo_dias: null },
      { modo: 'envio', taxa: 22.9, prazo_dias: 4 },
    ],
  },
  '2': { id_vendedor: 9, nome_vendedor: 'Ateliê Caio', opcoes: [] },
}

function abrir() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://recria.test')
      if (url.pathname === '/api/enderecos')
        return json(200, [endereco(1, true, 'Rua Augusta'), endereco(2, false, 'Rua do Sol')])
      if (url.pathname === '/api/anuncios/5/entrega')
        return json(200, OPCOES[url.searchParams.get('id_endereco') ?? ''])
      return json(404, { mensagem: 'não encontrado' })
    }),
  )
  const onIr = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EntregaCompraDialog compra={COMPRA} enviando={false} onIrParaPagamento={onIr} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return onIr
}

const valorDe = (rotulo: string) =>
  screen.getByText(rotulo, { selector: 'dt' }).nextElementSibling?.textContent

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("buy now's delivery dialog", () => {
  it('offers the options for the principal address, pickup by default, and the total with the fee', async () => {
    const onIr = abrir()
    const dialog = screen.getByRole('dialog', { name: 'Entrega do pedido' })
    const retirada = (await within(dialog).findByRole('radio', {
      name: 'Retirada no ateliê',
    })) as HTMLInputElement
    expect(within(dialog).getByRole('group', { name: 'Entrega — Ateliê Caio' })).toBeTruthy()
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2)
    expect(retirada.checked).toBe(true)
    expect(valorDe('Produto')).toBe('R$\u00a060,00')
    expect(valorDe('Entrega')).toBe('Grátis')
    expect(valorDe('Total em dinheiro')).toBe('R$\u00a060,00')
    expect(
      within(dialog).getByText(
        'Leve o material quando for retirar o pedido no ateliê do vendedor, no endereço e horário informados no pedido.',
      ),
    ).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Envio pelos Correios/transportadora' }))
    expect(within(dialog).getByText('Postagem em até 4 dias')).toBeTruthy()
    expect(valorDe('Entrega')).toBe('R$\u00a022,90')
    expect(valorDe('Total em dinheiro')).toBe('R$\u00a082,90')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir para pagamento' }))
    expect(onIr).toHaveBeenCalledWith({ idEndereco: 1, modo: 'envio' })
  })

  it('says why it cannot go on when the seller does not deliver to the address chosen', async () => {
    const onIr = abrir()
    const dialog = screen.getByRole('dialog', { name: 'Entrega do pedido' })
    await within(dialog).findByRole('radio', { name: 'Retirada no ateliê' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Trocar'), '2')
    const motivo =
      'Ateliê Caio não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.'
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(motivo))
    const ir = within(dialog).getByRole('button', { name: 'Ir para pagamento' })
    expect(ir.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(ir.getAttribute('aria-describedby') ?? '')?.textContent).toBe(motivo)
    await userEvent.click(ir)
    expect(onIr).not.toHaveBeenCalled()
  })
})
