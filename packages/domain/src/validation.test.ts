import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './validation.ts'
import { z } from './zod.ts'

describe('toFieldErrors', () => {
  const schema = z.object({
    nome: z
      .string()
      .min(3, 'curto')
      .regex(/^[A-Z]/, 'maiúscula'),
    endereco: z.object({ cep: z.string().length(8, 'CEP') }),
  })

  it('keeps the first message, one per field, with nested paths joined by dots', () => {
    const { error } = schema.safeParse({ nome: 'a', endereco: { cep: '1' } })
    expect(error && toFieldErrors(error)).toEqual({
      mensagem: 'curto',
      erros: { nome: 'curto', 'endereco.cep': 'CEP' },
    })
  })

  it('files errors about the whole value under "_"', () => {
    const { error } = schema.safeParse(null)
    expect(error && Object.keys(toFieldErrors(error).erros)).toEqual(['_'])
  })

  it('falls back to a generic message when there is no issue', () => {
    expect(toFieldErrors(new z.ZodError([]))).toEqual({ mensagem: 'Dados inválidos.', erros: {} })
  })
})

describe('zod locale', () => {
  it('writes the generic messages in Portuguese', () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Entrada inválida: esperava um texto, recebeu um número',
    )
  })
})
