import { describe, expect, it } from 'vitest'
import { contagemTexto } from './contagem.ts'

describe("the catalogue's count", () => {
  it('says the exact number when the API counted them all', () => {
    expect(contagemTexto(0, false)).toBe('0 produtos')
    expect(contagemTexto(1, false)).toBe('1 produto')
    expect(contagemTexto(87, false)).toBe('87 produtos')
    expect(contagemTexto(1234, false)).toBe('1.234 produtos')
  })

  it('says a round lower bound with a plus when the API stopped counting', () => {
    expect(contagemTexto(61, true)).toBe('60+ produtos')
    expect(contagemTexto(121, true)).toBe('100+ produtos')
    expect(contagemTexto(481, true)).toBe('400+ produtos')
    expect(contagemTexto(1201, true)).toBe('1.000+ produtos')
    expect(contagemTexto(25_345, true)).toBe('25.000+ produtos')
  })
})
