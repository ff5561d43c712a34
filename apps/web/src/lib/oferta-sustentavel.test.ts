import { describe, expect, it } from 'vitest'
import {
  creditosTexto,
  materiaDoAnuncio,
  type OfertaCampos,
  ofereceSustentavel,
  ofertaSustentavelTexto,
  quantidadeTexto,
  valorSustentavel,
} from './oferta-sustentavel.ts'

const anuncio = (campos: Partial<OfertaCampos> = {}): OfertaCampos => ({
  forma_de_pagamento: 'sustentavel',
  creditos_aceitos: 40,
  valor_conversao: 30,
  produto: { preco: 50 },
  ...campos,
})

describe('the sustainable offer of a listing (docs/product/anuncios.md)', () => {
  it("reads 'ou R$ 30,00 + 40 créditos' on a sustainable listing that accepts credits", () => {
    expect(ofertaSustentavelTexto(anuncio())).toBe('ou R$\u00a030,00 + 40 créditos')
    expect(ofertaSustentavelTexto(anuncio({ creditos_aceitos: 1, valor_conversao: 1234.5 }))).toBe(
      'ou R$\u00a01.234,50 + 1 crédito',
    )
  })

  it("falls back on the product's price when the listing has no cash value", () => {
    expect(valorSustentavel(anuncio({ valor_conversao: null }))).toBe(50)
    expect(ofertaSustentavelTexto(anuncio({ valor_conversao: null }))).toBe('ou R$\u00a050,00 + 40 créditos')
    expect(valorSustentavel(anuncio({ valor_conversao: 0 }))).toBe(0)
  })

  it('is offered for any spelling of sustentável, never for padrão nor without credits', () => {
    expect(ofereceSustentavel(anuncio({ forma_de_pagamento: 'Sustentável' }))).toBe(true)
    expect(ofereceSustentavel(anuncio({ forma_de_pagamento: 'padrao' }))).toBe(false)
    expect(ofereceSustentavel(anuncio({ creditos_aceitos: 0 }))).toBe(false)
    expect(ofertaSustentavelTexto(anuncio({ forma_de_pagamento: 'padrao' }))).toBeNull()
    expect(ofertaSustentavelTexto(anuncio({ creditos_aceitos: 0 }))).toBeNull()
  })

  it('says crédito for one and créditos otherwise', () => {
    expect(creditosTexto(1)).toBe('1 crédito')
    expect(creditosTexto(2)).toBe('2 créditos')
    expect(creditosTexto(40)).toBe('40 créditos')
  })
})

describe('quantidadeTexto (docs/product/anuncios.md)', () => {
  it("writes the quantity in pt-BR with the unit's symbol: '12,5 kg de Garrafa PET'", () => {
    expect(quantidadeTexto(12.5, 'quilograma', 'Garrafa PET')).toBe('12,5 kg de Garrafa PET')
    expect(quantidadeTexto(8, 'unidade', 'Tampinha')).toBe('8 un de Tampinha')
    expect(quantidadeTexto(1500, 'metro', 'Tecido')).toBe('1.500 m de Tecido')
    expect(quantidadeTexto(3, 'centimetro', 'Fita')).toBe('3 cm de Fita')
    expect(quantidadeTexto(250, 'grama', 'Papel')).toBe('250 g de Papel')
  })

  it('rounds to two decimals and shows an unknown unit as it is', () => {
    expect(quantidadeTexto(2.456, 'quilograma', 'Vidro')).toBe('2,46 kg de Vidro')
    expect(quantidadeTexto(0.1 + 0.2, 'quilograma', 'Vidro')).toBe('0,3 kg de Vidro')
    expect(quantidadeTexto(4, 'litro', 'Óleo')).toBe('4 litro de Óleo')
  })
})

describe('materiaDoAnuncio', () => {
  const garrafa = { nome_materia_prima: 'Garrafa PET', unidade_medida: 'quilograma' }
  const tecido = { nome_materia_prima: 'Tecido', unidade_medida: 'metro' }

  it("is the listing's own raw material, else its conversion's, else none", () => {
    expect(materiaDoAnuncio({ materia_prima: garrafa, conversao: { materia_prima: tecido } })).toBe(garrafa)
    expect(materiaDoAnuncio({ materia_prima: null, conversao: { materia_prima: tecido } })).toBe(tecido)
    expect(materiaDoAnuncio({ materia_prima: null, conversao: null })).toBeNull()
  })
})
