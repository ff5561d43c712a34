import { describe, expect, it } from 'vitest'
import { decimalBound, decimalParam, precoError } from './decimal-filter.ts'

describe('price and multiplier filter bounds (docs/product/README.md)', () => {
  it("reads '2,5' as it reads '2.5', and goes to the API as '2.5'", () => {
    expect(decimalBound('2,5')).toBe(2.5)
    expect(decimalBound('2.5')).toBe(2.5)
    expect(decimalParam('2,5')).toBe('2.5')
    expect(decimalParam(' 10,50 ')).toBe('10.5')
    expect(decimalParam('R$ 1.234,56')).toBe('1234.56')
    expect(decimalParam('0')).toBe('0')
  })

  it('sends nothing for a blank, negative or malformed bound', () => {
    for (const texto of ['', '   ', 'abc', '-1', '-0,5', '1,234.56', '10,505', '1e3']) {
      expect(decimalParam(texto)).toBe('')
      expect(decimalBound(texto)).toBeNaN()
    }
  })

  it('asks for a price like 10,50 when the field holds something else, and never when it is empty', () => {
    expect(precoError('abc')).toBe('Informe um valor válido, como 10,50.')
    expect(precoError('-5')).toBe('Informe um valor válido, como 10,50.')
    expect(precoError('10,505')).toBe('Informe um valor válido, como 10,50.')
    expect(precoError('')).toBeUndefined()
    expect(precoError('   ')).toBeUndefined()
    expect(precoError('10,50')).toBeUndefined()
    expect(precoError('0')).toBeUndefined()
  })
})
