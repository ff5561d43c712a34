import { describe, expect, it } from 'vitest'
import { AnuncioCreateSchema, AnuncioUpdateSchema, STATUS_ANUNCIO } from './anuncio.ts'
import { toFieldErrors } from './validation.ts'

const CONVERSAO = 'Selecione uma conversão.'
const CREDITOS = 'Informe a quantidade de créditos (mínimo 1).'
const padrao = { id_produto: 4, descricao: '  Vaso reciclado  ', forma_de_pagamento: 'padrao' }
const sustentavel = {
  ...padrao,
  forma_de_pagamento: 'sustentavel',
  creditos_aceitos: 10,
  id_conversao: 2,
  id_materia_prima: 3,
  valor_conversao: 90,
}
const errors = (schema: typeof AnuncioCreateSchema | typeof AnuncioUpdateSchema, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : toFieldErrors(result.error).erros
}

describe('AnuncioCreateSchema (docs/product/anuncios.md)', () => {
  it('clears conversion, credits and cash value for padrão', () => {
    expect(AnuncioCreateSchema.parse({ ...sustentavel, forma_de_pagamento: 'padrao' })).toEqual({
      id_produto: 4,
      descricao: 'Vaso reciclado',
      forma_de_pagamento: 'padrao',
      creditos_aceitos: 0,
      id_conversao: null,
      id_materia_prima: null,
      valor_conversao: null,
    })
  })

  it('keeps them for sustentável (numbers may arrive as text)', () => {
    const input = {
      ...sustentavel,
      forma_de_pagamento: 'Sustentável',
      creditos_aceitos: '10',
      id_conversao: '2',
    }
    expect(AnuncioCreateSchema.parse({ ...input, valor_conversao: '90,00' })).toEqual({
      ...sustentavel,
      descricao: 'Vaso reciclado',
    })
    expect(
      AnuncioCreateSchema.parse({ ...sustentavel, valor_conversao: undefined }).valor_conversao,
    ).toBeNull()
  })

  it('requires the product, then the description', () => {
    const result = AnuncioCreateSchema.safeParse({ forma_de_pagamento: 'padrao' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Selecione um produto.',
      'A descrição do anúncio é obrigatória.',
    ])
  })

  it('wants a trimmed description of at most 300 characters', () => {
    expect(errors(AnuncioCreateSchema, { ...padrao, descricao: '   ' })).toEqual({
      descricao: 'A descrição do anúncio é obrigatória.',
    })
    expect(errors(AnuncioCreateSchema, { ...padrao, descricao: 'x'.repeat(300) })).toEqual({})
    expect(errors(AnuncioCreateSchema, { ...padrao, descricao: 'x'.repeat(301) })).toEqual({
      descricao: 'A descrição deve ter no máximo 300 caracteres.',
    })
  })

  it('accepts descricao_anuncio for descricao', () => {
    const { descricao: _, ...rest } = padrao
    expect(AnuncioCreateSchema.parse({ ...rest, descricao_anuncio: 'Vaso' }).descricao).toBe('Vaso')
  })

  it.each([undefined, '', 'pix'])('requires a payment form (%j)', (forma_de_pagamento) => {
    expect(errors(AnuncioCreateSchema, { ...padrao, forma_de_pagamento })).toEqual({
      forma_de_pagamento: 'Selecione a forma de pagamento.',
    })
  })

  it('wants whole credits, never negative', () => {
    for (const creditos_aceitos of [-1, 1.5, 'x', '2,5', '1e3', '0x10', 1e-7, '10.000']) {
      expect(errors(AnuncioCreateSchema, { ...padrao, creditos_aceitos })).toEqual({
        creditos_aceitos: CREDITOS,
      })
    }
    expect(AnuncioCreateSchema.parse({ ...padrao, creditos_aceitos: null }).creditos_aceitos).toBe(0)
    expect(AnuncioCreateSchema.parse({ ...sustentavel, creditos_aceitos: ' 12 ' }).creditos_aceitos).toBe(12)
    expect(AnuncioCreateSchema.parse({ ...sustentavel, creditos_aceitos: '10,00' }).creditos_aceitos).toBe(10)
  })

  it('requires a conversion and at least 1 credit for sustentável, not the raw material', () => {
    expect(errors(AnuncioCreateSchema, { ...padrao, forma_de_pagamento: 'sustentavel' })).toEqual({
      id_conversao: CONVERSAO,
      creditos_aceitos: CREDITOS,
    })
    expect(errors(AnuncioCreateSchema, { ...sustentavel, id_materia_prima: null })).toEqual({})
    expect(errors(AnuncioCreateSchema, { ...sustentavel, creditos_aceitos: 0 })).toEqual({
      creditos_aceitos: CREDITOS,
    })
    expect(errors(AnuncioCreateSchema, { ...sustentavel, creditos_aceitos: 1 })).toEqual({})
    expect(errors(AnuncioCreateSchema, { ...sustentavel, id_conversao: '' })).toEqual({
      id_conversao: CONVERSAO,
    })
    expect(errors(AnuncioCreateSchema, { ...sustentavel, id_conversao: -2 })).toEqual({
      id_conversao: CONVERSAO,
    })
  })

  it('refuses a negative cash value, a third decimal and what is not a number', () => {
    for (const valor_conversao of [-1, '90,005', 90.0000001, 1e-7, '1e2', '50.004']) {
      expect(errors(AnuncioCreateSchema, { ...sustentavel, valor_conversao })).toEqual({
        valor_conversao: 'Informe um valor de conversão válido.',
      })
    }
    expect(AnuncioCreateSchema.parse({ ...sustentavel, valor_conversao: '2,5' }).valor_conversao).toBe(2.5)
  })
})

describe('AnuncioUpdateSchema', () => {
  const { descricao, ...rest } = sustentavel
  const update = { ...rest, descricao_anuncio: descricao, status_anuncio: 'inativo' }

  it('takes descricao_anuncio and status_anuncio', () => {
    expect(AnuncioUpdateSchema.parse(update)).toEqual({ ...update, descricao_anuncio: 'Vaso reciclado' })
    expect(STATUS_ANUNCIO).toEqual(['ativo', 'inativo'])
  })

  it('accepts status and descricao as aliases; an absent status means unchanged', () => {
    const { status_anuncio: _, descricao_anuncio: __, ...base } = update
    expect(AnuncioUpdateSchema.parse({ ...base, descricao: 'Vaso', status: 'ativo' })).toMatchObject({
      descricao_anuncio: 'Vaso',
      status_anuncio: 'ativo',
    })
    expect(AnuncioUpdateSchema.parse({ ...base, descricao: 'Vaso' }).status_anuncio).toBeUndefined()
    expect(errors(AnuncioUpdateSchema, { ...update, status_anuncio: 'x' })).toEqual({
      status_anuncio: 'Selecione um status para o anúncio.',
    })
  })

  it('applies the same cross-field rules, and clears for padrão', () => {
    expect(errors(AnuncioUpdateSchema, { ...update, id_conversao: null })).toEqual({
      id_conversao: CONVERSAO,
    })
    expect(AnuncioUpdateSchema.parse({ ...update, forma_de_pagamento: 'padrão' })).toMatchObject({
      forma_de_pagamento: 'padrao',
      creditos_aceitos: 0,
      id_conversao: null,
      id_materia_prima: null,
      valor_conversao: null,
    })
  })

  it('refuses what is not an object', () => expect(AnuncioUpdateSchema.safeParse('x').success).toBe(false))
})
