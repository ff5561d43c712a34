import { describe, expect, it } from 'vitest'
import { textoSchema } from './texto.ts'

const mensagens = (schema: ReturnType<typeof textoSchema>, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message)

describe('textoSchema', () => {
  const nome = textoSchema({ min: 3, max: 5, obrigatorio: 'nome', longo: 'longo' })
  const motivo = textoSchema({ min: 3, max: 5, obrigatorio: 'vazio', curto: 'curto', longo: 'longo' })

  it('trims, then takes min to max characters', () => {
    expect(nome.parse('  abc  ')).toBe('abc')
    expect(nome.parse('abcde')).toBe('abcde')
  })

  it('says obrigatorio when missing, empty or short, without a curto message', () => {
    for (const value of [undefined, null, 12, '', '   ', 'ab'])
      expect(mensagens(nome, value), String(value)).toEqual(['nome'])
    expect(mensagens(nome, 'abcdef')).toEqual(['longo'])
  })

  it('says curto for typed text under min, after obrigatorio for empty text', () => {
    expect(mensagens(motivo, undefined)).toEqual(['vazio'])
    expect(mensagens(motivo, ' ')).toEqual(['vazio', 'curto'])
    expect(mensagens(motivo, 'ab')).toEqual(['curto'])
  })

  it('keeps the spaces when told not to trim (passwords)', () => {
    const senha = textoSchema({ min: 3, max: 5, obrigatorio: 'senha', longo: 'longa', trim: false })
    expect(senha.parse(' a ')).toBe(' a ')
    expect(mensagens(senha, '  a   ')).toEqual(['longa'])
  })
})
