import { describe, expect, it } from 'vitest'
import {
  AvaliacaoCreateSchema,
  AvaliacaoUpdateSchema,
  dataDaAvaliacao,
  foiEditada,
  percentual,
  positivas,
} from './avaliacao.ts'
import { AvaliacoesCompradorFiltroFields, checkPeriodoAvaliacao } from './avaliacao-consulta.ts'
import { z } from './zod.ts'

const primeiroErro = (body: unknown) => AvaliacaoCreateSchema.safeParse(body).error?.issues[0]?.message

describe('the review form (docs/product/avaliacoes.md)', () => {
  it('defaults the rating to 5 and trims the comment', () => {
    expect(AvaliacaoCreateSchema.parse({ id_produto: 7, comentario: '  Muito bom mesmo!  ' })).toEqual({
      id_produto: 7,
      nota: 5,
      comentario: 'Muito bom mesmo!',
    })
  })

  it('requires the comment with the documented words, at least 10 characters and at most 500', () => {
    expect(primeiroErro({ id_produto: 1, nota: 4 })).toBe(
      'Por favor, escreva um comentário para sua avaliação.',
    )
    expect(primeiroErro({ id_produto: 1, comentario: '   ' })).toBe(
      'Por favor, escreva um comentário para sua avaliação.',
    )
    expect(primeiroErro({ id_produto: 1, comentario: ' 123456789 ' })).toBe('Mínimo 10 caracteres')
    expect(primeiroErro({ id_produto: 1, comentario: '1234567890' })).toBeUndefined()
    expect(primeiroErro({ id_produto: 1, comentario: 'x'.repeat(500) })).toBeUndefined()
    expect(primeiroErro({ id_produto: 1, comentario: 'x'.repeat(501) })).toBe(
      'O comentário deve ter no máximo 500 caracteres.',
    )
  })

  it('takes whole ratings from 1 to 5 only', () => {
    for (const nota of [0, 6, 4.5, '5', null, -1])
      expect(primeiroErro({ id_produto: 1, nota, comentario: 'Produto excelente.' }), String(nota)).toBe(
        'Escolha uma nota de 1 a 5 estrelas.',
      )
    for (const nota of [1, 2, 3, 4, 5])
      expect(AvaliacaoUpdateSchema.parse({ nota, comentario: 'Produto excelente.' }).nota).toBe(nota)
  })

  it('reads the product as a plain id only', () => {
    for (const id_produto of ['1e0', '01', -1, 0, 1.5, 'abc', undefined])
      expect(primeiroErro({ id_produto, comentario: 'Produto excelente.' }), String(id_produto)).toBe(
        'Informe um produto válido.',
      )
  })
})

describe('the edited flag (docs/product/avaliacoes.md)', () => {
  const criado = '2025-03-12T17:30:00.000Z'
  it('is set when the update comes more than 1 s after the creation', () => {
    expect(foiEditada(criado, criado)).toBe(false)
    expect(foiEditada(criado, '2025-03-12T17:30:01.000Z')).toBe(false)
    expect(foiEditada(criado, '2025-03-12T17:30:01.001Z')).toBe(true)
  })

  it("writes the date line in São Paulo's time, with the edit apart", () => {
    expect(dataDaAvaliacao({ data_criacao: criado, data_atualizacao: criado })).toEqual({
      texto: 'Avaliado em 12/03/2025 14:30',
      editada: null,
    })
    expect(
      dataDaAvaliacao({ data_criacao: criado, data_atualizacao: '2025-03-13T12:05:00.000Z' }).editada,
    ).toBe('Editado em 13/03/2025 09:05')
  })
})

describe('the distribution figures', () => {
  it('are percentages with one decimal; Positivas counts 4 and 5 stars', () => {
    expect(percentual(1, 3)).toBe('33,3%')
    expect(percentual(0, 0)).toBe('0,0%')
    expect(percentual(2, 2)).toBe('100,0%')
    expect(positivas({ 5: 3, 4: 1, 3: 1, 2: 0, 1: 1 }, 6)).toBe('66,7%')
  })
})

describe("the buyer's period filter", () => {
  const Filtro = z.object(AvaliacoesCompradorFiltroFields).superRefine(checkPeriodoAvaliacao)
  it('accepts a single bound of a custom period, and refuses an end before the start', () => {
    expect(Filtro.parse({ periodo: 'personalizado', data_inicio: '2025-01-01' })).toEqual({
      periodo: 'personalizado',
      data_inicio: '2025-01-01',
    })
    expect(
      Filtro.safeParse({ periodo: 'personalizado', data_inicio: '2025-01-02', data_fim: '2025-01-01' }).error
        ?.issues[0]?.message,
    ).toBe('A data de fim deve ser igual ou posterior à data de início.')
    expect(Filtro.safeParse({ nota: '6' }).error?.issues[0]?.message).toBe(
      'Nota inválida. Use um número de 1 a 5.',
    )
    expect(Filtro.parse({ nota: '', periodo: '' })).toEqual({})
  })
})
