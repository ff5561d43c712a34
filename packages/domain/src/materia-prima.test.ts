import { describe, expect, it } from 'vitest'
import {
  isUnidadeMedida,
  MateriaPrimaCreateSchema,
  MateriaPrimaUpdateSchema,
  STATUS_MATERIA_PRIMA,
  UNIDADES_MEDIDA,
  unidadeLabel,
  unidadeSigla,
} from './materia-prima.ts'
import { toFieldErrors } from './validation.ts'

const NOME = 'Nome da matéria-prima é obrigatório e deve ter ao menos 3 caracteres.'
const valid = {
  nome_materia_prima: 'Garrafa PET',
  descricao: 'Garrafas de 2 litros',
  unidade_medida: 'unidade',
}
const messages = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : toFieldErrors(result.error as never).erros

describe('units of measure (docs/product/materias-primas.md)', () => {
  it('lists the five units in order, with labels and symbols', () => {
    expect(UNIDADES_MEDIDA).toEqual(['unidade', 'metro', 'centimetro', 'quilograma', 'grama'])
    expect(UNIDADES_MEDIDA.map(unidadeLabel)).toEqual([
      'Unidade (un)',
      'Metro (m)',
      'Centímetro (cm)',
      'Quilograma (kg)',
      'Grama (g)',
    ])
    expect(UNIDADES_MEDIDA.map(unidadeSigla)).toEqual(['un', 'm', 'cm', 'kg', 'g'])
  })

  it('shows an unknown unit as it is', () => {
    expect(unidadeLabel('litro')).toBe('litro')
    expect(unidadeSigla('litro')).toBe('litro')
    expect(isUnidadeMedida('toString')).toBe(false)
    expect(isUnidadeMedida('grama')).toBe(true)
  })

  it('has the statuses ativa and inativa', () => expect(STATUS_MATERIA_PRIMA).toEqual(['ativa', 'inativa']))
})

describe('MateriaPrimaCreateSchema (docs/product/materias-primas.md)', () => {
  it('accepts a valid raw material and trims it', () => {
    const result = MateriaPrimaCreateSchema.parse({ ...valid, nome_materia_prima: '  PET  ' })
    expect(result).toEqual({ ...valid, nome_materia_prima: 'PET' })
  })

  it('checks the name after trimming: at least 3, at most 100', () => {
    expect(messages(MateriaPrimaCreateSchema.safeParse({ ...valid, nome_materia_prima: ' ab ' }))).toEqual({
      nome_materia_prima: NOME,
    })
    expect(messages(MateriaPrimaCreateSchema.safeParse({ ...valid, nome_materia_prima: undefined }))).toEqual(
      {
        nome_materia_prima: NOME,
      },
    )
    expect(
      MateriaPrimaCreateSchema.safeParse({ ...valid, nome_materia_prima: 'x'.repeat(100) }).success,
    ).toBe(true)
    expect(
      messages(MateriaPrimaCreateSchema.safeParse({ ...valid, nome_materia_prima: 'x'.repeat(101) })),
    ).toEqual({
      nome_materia_prima: 'O nome da matéria-prima deve ter no máximo 100 caracteres.',
    })
  })

  it('wants a description of 10 to 255 characters', () => {
    const check = (descricao: unknown) =>
      messages(MateriaPrimaCreateSchema.safeParse({ ...valid, descricao }))
    expect(check('123456789 ')).toEqual({ descricao: 'A descrição deve ter no mínimo 10 caracteres.' })
    expect(check(undefined)).toEqual({ descricao: 'A descrição deve ter no mínimo 10 caracteres.' })
    expect(check('1234567890')).toEqual({})
    expect(check('x'.repeat(255))).toEqual({})
    expect(check('x'.repeat(256))).toEqual({ descricao: 'A descrição deve ter no máximo 255 caracteres.' })
  })

  it('requires the unit', () => {
    for (const unidade_medida of [undefined, '', 'litro']) {
      expect(messages(MateriaPrimaCreateSchema.safeParse({ ...valid, unidade_medida }))).toEqual({
        unidade_medida: 'Selecione a unidade de medida.',
      })
    }
  })

  it('reports the name first', () => {
    const result = MateriaPrimaCreateSchema.safeParse({})
    expect(result.success || toFieldErrors(result.error).mensagem).toBe(NOME)
  })
})

describe('MateriaPrimaUpdateSchema', () => {
  it('takes a status and leaves unit and status optional', () => {
    const { unidade_medida: _, ...rest } = valid
    expect(MateriaPrimaUpdateSchema.parse({ ...rest, status_materia_prima: 'inativa' })).toEqual({
      ...rest,
      status_materia_prima: 'inativa',
    })
    expect(MateriaPrimaUpdateSchema.parse(valid)).toEqual(valid)
    expect(messages(MateriaPrimaUpdateSchema.safeParse({ ...valid, status_materia_prima: 'x' }))).toEqual({
      status_materia_prima: 'Selecione um status para a matéria-prima.',
    })
  })

  it('trims before checking too (decision: no stored name under 3 characters)', () => {
    expect(messages(MateriaPrimaUpdateSchema.safeParse({ ...valid, nome_materia_prima: '  ab  ' }))).toEqual({
      nome_materia_prima: NOME,
    })
  })
})
