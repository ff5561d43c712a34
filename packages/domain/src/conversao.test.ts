import { describe, expect, it } from 'vitest'
import {
  ConversaoCreateSchema,
  ConversaoUpdateSchema,
  MATERIA_PRIMA_NAO_EDITAVEL,
  STATUS_CONVERSAO,
} from './conversao.ts'
import { toFieldErrors } from './validation.ts'

const MULT = 'Informe um valor multiplicável maior que zero.'
const errors = (schema: typeof ConversaoCreateSchema | typeof ConversaoUpdateSchema, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : toFieldErrors(result.error).erros
}

describe('ConversaoCreateSchema (docs/product/conversoes.md)', () => {
  it('accepts a multiplier with up to 2 decimals and a raw material', () => {
    expect(ConversaoCreateSchema.parse({ valor_multiplicavel: 2.5, id_materia_prima: 7 })).toEqual({
      valor_multiplicavel: 2.5,
      id_materia_prima: 7,
    })
    expect(ConversaoCreateSchema.parse({ valor_multiplicavel: '1.234,56', id_materia_prima: '7' })).toEqual({
      valor_multiplicavel: 1234.56,
      id_materia_prima: 7,
    })
  })

  it.each([0.01, 0.29, 1, 99_999_999.99])('accepts the multiplier %d', (valor_multiplicavel) => {
    expect(
      ConversaoCreateSchema.parse({ valor_multiplicavel, id_materia_prima: 1 }).valor_multiplicavel,
    ).toBe(valor_multiplicavel)
  })

  it.each([0, -1, '', 'abc', '1e2', '1,234.5', null, undefined, Number.NaN])(
    'refuses the multiplier %j',
    (valor_multiplicavel) => {
      expect(errors(ConversaoCreateSchema, { valor_multiplicavel, id_materia_prima: 1 })).toEqual({
        valor_multiplicavel: MULT,
      })
    },
  )

  it('refuses a third decimal and more than 99.999.999,99', () => {
    for (const valor_multiplicavel of [1.005, 1.0000001, 1e-7, '1,005', '2.500']) {
      expect(errors(ConversaoCreateSchema, { valor_multiplicavel, id_materia_prima: 1 })).toEqual({
        valor_multiplicavel: 'O valor multiplicável deve ter no máximo 2 casas decimais.',
      })
    }
    expect(errors(ConversaoCreateSchema, { valor_multiplicavel: 100_000_000, id_materia_prima: 1 })).toEqual({
      valor_multiplicavel: 'O valor multiplicável deve ser no máximo 99.999.999,99.',
    })
  })

  it.each([undefined, 0, -3, 1.5, 'x'])('requires a raw material (%j)', (id_materia_prima) => {
    expect(errors(ConversaoCreateSchema, { valor_multiplicavel: 1, id_materia_prima })).toEqual({
      id_materia_prima: 'Selecione uma matéria-prima.',
    })
  })
})

describe('ConversaoUpdateSchema', () => {
  it('takes the multiplier and a status, never the raw material', () => {
    expect(
      ConversaoUpdateSchema.parse({
        valor_multiplicavel: 3,
        status_conversao: 'inativa',
        id_materia_prima: 9,
      }),
    ).toEqual({ valor_multiplicavel: 3, status_conversao: 'inativa' })
    expect(STATUS_CONVERSAO).toEqual(['ativa', 'inativa'])
  })

  it.each([undefined, '', 'ativo'])('requires a status (%j)', (status_conversao) => {
    expect(errors(ConversaoUpdateSchema, { valor_multiplicavel: 3, status_conversao })).toEqual({
      status_conversao: 'Selecione um status para a conversão.',
    })
  })

  it('checks the multiplier first', () => {
    const result = ConversaoUpdateSchema.safeParse({})
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MULT,
      'Selecione um status para a conversão.',
    ])
  })
})

describe('the raw material dialog of the edit page', () => {
  it('quotes the documented texts', () => {
    expect(MATERIA_PRIMA_NAO_EDITAVEL.titulo).toBe('Matéria-prima não editável')
    expect(MATERIA_PRIMA_NAO_EDITAVEL.texto).toBe(
      'A matéria-prima vinculada a esta conversão não pode ser alterada. Para vinculá-la a uma nova conversão, exclua esta e crie uma nova.',
    )
  })
})
