import type { LojaResponse } from '@recria/domain/loja'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LojaCabecalho } from './loja-cabecalho.tsx'

const loja: LojaResponse = {
  id_usuario: 7,
  nome: 'Ateliê Garrafa Viva',
  foto_url: null,
  cidade: 'São Paulo',
  uf: 'SP',
  membro_desde: '2026-03-15T12:00:00.000Z',
  avaliacao: {
    media: 4.5,
    total: 4,
    distribuicao: [
      { nota: 1, total: 0 },
      { nota: 2, total: 0 },
      { nota: 3, total: 0 },
      { nota: 4, total: 2 },
      { nota: 5, total: 2 },
    ],
  },
  vendas: 12,
  materia_prima: [
    { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma', quantidade: 12.5 },
    { nome_materia_prima: 'Tampinha', unidade_medida: 'unidade', quantidade: 300 },
  ],
}

describe('the shop’s header', () => {
  it('shows the atelier: name as the page’s heading and title, city, member since, sales, rating and its distribution', () => {
    render(<LojaCabecalho loja={loja} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Ateliê Garrafa Viva' })).toBeTruthy()
    expect(document.title).toBe('Ateliê Garrafa Viva | Recria')
    screen.getByText('São Paulo/SP')
    screen.getByText('No Recria desde março de 2026')
    screen.getByText('12 vendas entregues')
    screen.getByRole('img', { name: 'Nota 4,5 de 5' })
    screen.getByText('(4 avaliações)')
    const barras = within(screen.getByRole('list', { name: 'Distribuição das notas' })).getAllByRole(
      'listitem',
    )
    expect(barras.map((b) => b.textContent)).toEqual([
      '5 estrelas: 2 avaliações',
      '4 estrelas: 2 avaliações',
      '3 estrelas: 0 avaliações',
      '2 estrelas: 0 avaliações',
      '1 estrela: 0 avaliações',
    ])
  })

  it('shows the raw material taken back, by material and unit', () => {
    render(<LojaCabecalho loja={loja} />)
    screen.getByRole('heading', { level: 2, name: 'Matéria-prima reaproveitada' })
    expect(screen.getByText('12,5 kg').parentElement?.textContent).toBe('12,5 kg de Garrafa PET')
    expect(screen.getByText('300 un').parentElement?.textContent).toBe('300 un de Tampinha')
  })

  it('a new atelier: no city, no reviews, no sales, no material yet', () => {
    render(
      <LojaCabecalho
        loja={{
          ...loja,
          cidade: null,
          uf: null,
          vendas: 0,
          materia_prima: [],
          avaliacao: {
            ...loja.avaliacao,
            media: 0,
            total: 0,
            distribuicao: loja.avaliacao.distribuicao.map((d) => ({ ...d, total: 0 })),
          },
        }}
      />,
    )
    expect(screen.queryByText('São Paulo/SP')).toBeNull()
    screen.getByText('Sem avaliações')
    expect(screen.queryByRole('list', { name: 'Distribuição das notas' })).toBeNull()
    screen.getByText('Nenhuma venda entregue ainda')
    screen.getByText('Este ateliê ainda não recebeu matéria-prima em vendas sustentáveis.')
  })
})
