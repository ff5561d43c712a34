import { describe, expect, it } from 'vitest'
import type { Anuncio } from '../api/anuncio.ts'
import { ofertaIndisponivelTexto } from './oferta-texto.ts'

const DATA = '2025-03-01T12:00:00.000Z'
const tecido = { id_materia_prima: 3, nome_materia_prima: 'Tecido', unidade_medida: 'metro' }

/** A sustainable listing of a product at `preco` reais, its conversion taking `multiplicador` credits a metre. */
function anuncio(preco: number, multiplicador: number, campos: Partial<Anuncio> = {}): Anuncio {
  return {
    id_anuncio: 5,
    id_usuario_vendedor: 9,
    descricao_anuncio: 'Bolsa de retalhos',
    forma_de_pagamento: 'sustentavel',
    creditos_aceitos: 10,
    valor_conversao: 90,
    quantidade_materia_prima: 10,
    id_conversao: 7,
    id_materia_prima: 3,
    status_anuncio: 'inativo',
    disponivel: false,
    desativado_por_denuncias: false,
    data_criacao: DATA,
    data_alteracao: DATA,
    produto: {
      id_produto: 1,
      nome: 'Bolsa',
      descricao: 'Bolsa feita de retalhos.',
      preco,
      imagem: null,
      imagem_detalhe: null,
      status_produto: 'ativo',
      categoria: 'casa_decoracao' as const,
      materias_primas: [tecido],
      id_usuario_vendedor: 9,
      data_criacao: DATA,
      data_atualizacao: DATA,
    },
    conversao: {
      id_conversao: 7,
      valor_multiplicavel: multiplicador,
      status_conversao: 'ativa',
      id_materia_prima: 3,
      materia_prima: tecido,
      id_usuario_vendedor: 9,
      data_criacao: DATA,
      data_atualizacao: DATA,
    },
    materia_prima: tecido,
    vendedor: { id_usuario: 9, nome: 'Ana', foto_url: null, nota_media: 0, total_avaliacoes: 0 },
    rating: 0,
    totalAvaliacoes: 0,
    ...campos,
  }
}

describe('ofertaIndisponivelTexto (decision 007)', () => {
  it("says why a sustainable listing cannot be sold at its product's price and its conversion's multiplier", () => {
    // R$ 1,00 at 1 credit a metre: 8% is 0,08 credit and 35% is 0,35, no whole credit in between.
    expect(ofertaIndisponivelTexto(anuncio(1, 1))).toBe(
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    )
    expect(ofertaIndisponivelTexto(anuncio(100, 0.01))).toBe(
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    )
  })

  it('says nothing while some count of credits is allowed', () => {
    expect(ofertaIndisponivelTexto(anuncio(100, 1))).toBeNull()
    // R$ 2,90 at 1 credit a metre: 1 credit takes R$ 1,00 off, 34,5% of the price.
    expect(ofertaIndisponivelTexto(anuncio(2.9, 1))).toBeNull()
  })

  it('says nothing of a padrão listing, nor of one without a conversion', () => {
    expect(ofertaIndisponivelTexto(anuncio(1, 1, { forma_de_pagamento: 'padrao' }))).toBeNull()
    expect(ofertaIndisponivelTexto(anuncio(1, 1, { conversao: null }))).toBeNull()
  })
})
