import { describe, expect, it } from 'vitest'
import type { ConversaoOpcao, ProdutoOpcao } from '../api/opcoes.ts'
import { ajusteTexto, calcularOferta, faixaTexto } from './oferta.ts'

const DATA = '2025-03-01T12:00:00.000Z'
const produto = (preco: number): ProdutoOpcao => ({
  id_produto: 1,
  nome: 'Vaso de garrafa',
  descricao: 'Vaso feito de garrafas PET.',
  preco,
  imagem: null,
  imagem_detalhe: null,
  status_produto: 'ativo',
  categoria: 'casa_decoracao' as const,
  materias_primas: [],
  id_usuario_vendedor: 9,
  data_criacao: DATA,
  data_atualizacao: DATA,
})
const conversao = (valor_multiplicavel: number, unidade_medida: string, nome: string): ConversaoOpcao => ({
  id_conversao: 7,
  valor_multiplicavel,
  status_conversao: 'ativa',
  id_materia_prima: 3,
  materia_prima: { id_materia_prima: 3, nome_materia_prima: nome, unidade_medida },
  id_usuario_vendedor: 9,
  data_criacao: DATA,
  data_atualizacao: DATA,
})

describe('calcularOferta (docs/product/anuncios.md)', () => {
  const tecido = conversao(1, 'metro', 'Tecido')

  it('allows 8% to 35% of the price times the multiplier, and previews the cash value and quantity', () => {
    expect(calcularOferta(produto(100), tecido, '10')).toEqual({
      range: { min: 8, max: 35 },
      passo: 1,
      valorCentavos: 9000,
      quantidade: '10 m de Tecido',
    })
  })

  it('previews the credits as they will be applied: moved into the range', () => {
    expect(calcularOferta(produto(100), tecido, '50')).toMatchObject({
      valorCentavos: 6500,
      quantidade: '35 m de Tecido',
    })
    expect(calcularOferta(produto(100), tecido, '3')).toMatchObject({
      valorCentavos: 9200,
      quantidade: '8 m de Tecido',
    })
  })

  it('rounds the cash value to the centavo and the quantity to two decimals', () => {
    // R$ 12,90 and 3 credits a kg: 7 credits take R$ 2,333… off and stand for 2,333… kg.
    const oferta = calcularOferta(produto(12.9), conversao(3, 'quilograma', 'Garrafa PET'), '7')
    expect(oferta).toEqual({
      range: { min: 4, max: 13 },
      passo: 1,
      valorCentavos: 1057,
      quantidade: '2,33 kg de Garrafa PET',
    })
  })

  it('moves credits of a raw material counted in units in steps, for whole units', () => {
    const tampinha = conversao(2.5, 'unidade', 'Tampinha')
    expect(calcularOferta(produto(100), tampinha, '22')).toEqual({
      range: { min: 20, max: 85 },
      passo: 5,
      valorCentavos: 9200,
      quantidade: '8 un de Tampinha',
    })
    expect(calcularOferta(produto(100), tampinha, '23')).toMatchObject({ quantidade: '10 un de Tampinha' })
  })

  it('previews nothing until a number is typed', () => {
    for (const texto of ['', '   ', 'abc']) {
      expect(calcularOferta(produto(100), tecido, texto)).toEqual({
        range: { min: 8, max: 35 },
        passo: 1,
        valorCentavos: null,
        quantidade: null,
      })
    }
  })

  it('has no range when 8%–35% fits no whole credit (R$ 1,00 at 1 credit a metre)', () => {
    expect(calcularOferta(produto(1), tecido, '1')).toEqual({
      range: null,
      passo: 1,
      valorCentavos: null,
      quantidade: null,
    })
  })
})

describe('the texts under the credits', () => {
  it('name the allowed range, and the step when there is one', () => {
    expect(faixaTexto({ min: 8, max: 35 }, 1)).toBe(
      'Permitido: de 8 a 35 créditos (desconto de 8% a 35% do preço).',
    )
    expect(faixaTexto({ min: 20, max: 85 }, 5)).toBe(
      'Permitido: de 20 a 85 créditos, em múltiplos de 5 (desconto de 8% a 35% do preço).',
    )
  })

  it('say what the credits were moved to after a blur', () => {
    expect(ajusteTexto(35, { min: 8, max: 35 }, 1)).toBe(
      'Os créditos foram ajustados para 35: o permitido é de 8 a 35.',
    )
    expect(ajusteTexto(20, { min: 20, max: 85 }, 5)).toBe(
      'Os créditos foram ajustados para 20: o permitido é de 20 a 85, em múltiplos de 5.',
    )
  })
})
