import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { OQueEntregar } from '../../../components/materia/o-que-entregar.tsx'
import { EntregaResumo, entregaDoPedido } from './entrega-resumo.tsx'

const ITENS = [
  {
    id_item_pedido: 4,
    nome_produto: 'Vaso reciclado',
    forma_pagamento_selecionada: 'sustentavel',
    quantidade_materia_prima: 2.5,
    nome_materia_prima: 'Garrafa PET',
    unidade_medida: 'kg',
    quantidade_recebida: null,
  },
]

describe("the success page's delivery and handover", () => {
  it('says the mode, time and fee, and how to hand the material over in that mode', () => {
    const detalhe = { itens: ITENS, entrega: { modo: 'entrega_local', taxa: 12.5, prazo_dias: 2 } }
    const entrega = entregaDoPedido(detalhe)
    render(
      <MemoryRouter>
        <EntregaResumo entrega={entrega} id="entrega" />
        <OQueEntregar itens={ITENS} id="materia" modo={entrega?.modo ?? null} />
      </MemoryRouter>,
    )
    const secao = within(screen.getByRole('region', { name: 'Entrega' }))
    expect(secao.getByText('Entrega local')).toBeTruthy()
    expect(secao.getByText('Entrega em até 2 dias')).toBeTruthy()
    expect(secao.getByText('R$ 12,50')).toBeTruthy()
    const materia = within(screen.getByRole('region', { name: 'O que entregar' }))
    expect(materia.getByText('2,5 kg de Garrafa PET')).toBeTruthy()
    expect(
      materia.getByText(
        'Deixe o material separado: o vendedor o recolhe no seu endereço quando for entregar o pedido.',
      ),
    ).toBeTruthy()
  })

  it('says nothing of the delivery of an order without one, and the handover is arranged in the messages', () => {
    const entrega = entregaDoPedido({ itens: ITENS })
    expect(entrega).toBeNull()
    render(
      <MemoryRouter>
        <EntregaResumo entrega={entrega} id="entrega" />
        <OQueEntregar itens={ITENS} id="materia" modo={null} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('region', { name: 'Entrega' })).toBeNull()
    expect(
      screen.getByText(
        'Combine com o vendedor, pelas mensagens do pedido, onde e quando entregar o material.',
      ),
    ).toBeTruthy()
  })
})
