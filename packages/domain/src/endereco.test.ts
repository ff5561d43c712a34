import { describe, expect, it } from 'vitest'
import { EnderecoSchema } from './endereco.ts'
import { maskCep } from './masks.ts'

describe('maskCep', () => {
  it('masks progressively, never with a trailing hyphen, at most 8 digits', () => {
    expect(maskCep('')).toBe('')
    expect(maskCep('0131')).toBe('0131')
    expect(maskCep('01310')).toBe('01310')
    expect(maskCep('013101')).toBe('01310-1')
    expect(maskCep('01310-100')).toBe('01310-100')
    expect(maskCep('013101009')).toBe('01310-100')
  })
})

describe('EnderecoSchema', () => {
  const valido = {
    destinatario: 'Ana',
    cep: '01310-100',
    logradouro: 'Rua A',
    numero: '1',
    bairro: 'Centro',
    cidade: 'São Paulo',
    uf: ' sp ',
    telefone: '(11) 3333-4444',
  }
  it('answers digits, the unit in capitals, no complement as null, not principal unless told', () => {
    expect(EnderecoSchema.parse(valido)).toEqual({
      ...valido,
      cep: '01310100',
      uf: 'SP',
      telefone: '1133334444',
      complemento: null,
      principal: false,
    })
  })
  it("refuses a unit that is not one of the 27 with 'Selecione uma UF válida.'", () => {
    const r = EnderecoSchema.safeParse({ ...valido, uf: 'BR' })
    expect(r.success ? null : r.error.issues.map((i) => i.message)).toEqual(['Selecione uma UF válida.'])
  })
})
