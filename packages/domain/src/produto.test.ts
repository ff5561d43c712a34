import { describe, expect, it } from 'vitest'
import { ProdutoFormSchema, ProdutoSchema, STATUS_PRODUTO } from './produto.ts'
import { toFieldErrors } from './validation.ts'

const NOME = 'Nome do produto é obrigatório e deve ter ao menos 3 caracteres.'
const PRECO = 'O Preço deve ser maior que R$ 0,99.'
const MATERIAS = 'Selecione ao menos uma matéria-prima.'
const multipart = {
  nome: 'Vaso de PET',
  descricao: 'Vaso feito de garrafa',
  preco: '129,90',
  materias_primas: '[1,2]',
  categoria: 'casa_decoracao',
}
const errors = (input: unknown, schema: typeof ProdutoSchema | typeof ProdutoFormSchema = ProdutoSchema) => {
  const result = schema.safeParse(input)
  return result.success ? {} : toFieldErrors(result.error).erros
}

describe('ProdutoSchema (multipart fields, docs/product/produtos.md)', () => {
  it('parses the fields and answers the price in centavos', () => {
    expect(ProdutoSchema.parse({ ...multipart, nome: '  Vaso  ', status_produto: 'inativo' })).toEqual({
      nome: 'Vaso',
      descricao: 'Vaso feito de garrafa',
      materias_primas: [1, 2],
      categoria: 'casa_decoracao',
      status_produto: 'inativo',
      preco_centavos: 12_990,
    })
  })

  it('checks the name: at least 3 after trimming, at most 100', () => {
    expect(errors({ ...multipart, nome: ' ab ' })).toEqual({ nome: NOME })
    expect(errors({ ...multipart, nome: undefined })).toEqual({ nome: NOME })
    expect(errors({ ...multipart, nome: 'x'.repeat(101) })).toEqual({
      nome: 'O nome do produto deve ter no máximo 100 caracteres.',
    })
  })

  it('checks the description with the raw material messages', () => {
    expect(errors({ ...multipart, descricao: 'curta' })).toEqual({
      descricao: 'A descrição deve ter no mínimo 10 caracteres.',
    })
    expect(errors({ ...multipart, descricao: 'x'.repeat(256) })).toEqual({
      descricao: 'A descrição deve ter no máximo 255 caracteres.',
    })
  })

  it.each([
    ['1,00', 100],
    ['1.234,56', 123_456],
    ['R$ 12,90', 1290],
    ['1000000', 100_000_000],
  ])('accepts the price %j', (preco, centavos) => {
    expect(ProdutoSchema.parse({ ...multipart, preco }).preco_centavos).toBe(centavos)
  })

  it.each(['0,99', '0', '-5', '', 'abc', '1e2', '1,234.56', undefined])(
    'refuses the price %j with the documented message',
    (preco) => {
      expect(errors({ ...multipart, preco })).toEqual({ preco: PRECO })
    },
  )

  it('refuses a price above R$ 1.000.000,00 or with 3 decimals', () => {
    expect(errors({ ...multipart, preco: '1.000.000,01' })).toEqual({
      preco: 'O preço deve ser no máximo R$ 1.000.000,00.',
    })
    for (const preco of ['12,345', '50.004', '1.0000001', 12.345]) {
      expect(errors({ ...multipart, preco })).toEqual({
        preco: 'O preço deve ter no máximo 2 casas decimais.',
      })
    }
  })

  it('reads the raw materials as a JSON list (or a single id), without repeats', () => {
    expect(ProdutoSchema.parse({ ...multipart, materias_primas: '[3,"4",3]' }).materias_primas).toEqual([
      3, 4,
    ])
    expect(ProdutoSchema.parse({ ...multipart, materias_primas: '7' }).materias_primas).toEqual([7])
  })

  it.each(['[]', '', 'abc', '[0]', '[-1]', '[1.5]', '{}', undefined])(
    'requires at least one raw material (%j)',
    (materias_primas) => {
      expect(errors({ ...multipart, materias_primas })).toEqual({ materias_primas: MATERIAS })
    },
  )

  it('takes an optional status ativo or inativo', () => {
    expect(STATUS_PRODUTO).toEqual(['ativo', 'inativo'])
    expect(errors({ ...multipart, status_produto: 'x' })).toEqual({
      status_produto: 'Selecione um status para o produto.',
    })
  })

  it('reports the rules in the documented order', () => {
    const result = ProdutoSchema.safeParse({})
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      NOME,
      'A descrição deve ter no mínimo 10 caracteres.',
      PRECO,
      MATERIAS,
      'Selecione uma categoria para o produto.',
    ])
  })
})

describe('ProdutoFormSchema (web form)', () => {
  const form = {
    nome: 'Vaso',
    descricao: 'Vaso feito de garrafa',
    preco: 129.9,
    materias_primas: [1],
    categoria: 'casa_decoracao',
  }
  it('takes numbers and arrays', () => {
    expect(ProdutoFormSchema.parse(form)).toEqual({ ...form, preco: undefined, preco_centavos: 12_990 })
    expect(ProdutoFormSchema.parse({ ...form, preco: '129,90' }).preco_centavos).toBe(12_990)
  })
  it('shares the rules', () => {
    expect(errors({ ...form, preco: 0.99 }, ProdutoFormSchema)).toEqual({ preco: PRECO })
    expect(errors({ ...form, preco: 1 }, ProdutoFormSchema)).toEqual({})
    expect(errors({ ...form, materias_primas: [] }, ProdutoFormSchema)).toEqual({ materias_primas: MATERIAS })
    expect(errors({ ...form, materias_primas: '[1]' }, ProdutoFormSchema)).toEqual({
      materias_primas: MATERIAS,
    })
  })
})
