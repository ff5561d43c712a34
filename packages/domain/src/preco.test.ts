import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centavosToReais, fromCentavos, hasAtMostTwoDecimals, parsePrice, toCentavos } from './preco.ts'

describe('parsePrice (spec part 1 §5, price text parsing)', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['R$ 12,90', 12.9],
    ['r$12,90', 12.9],
    ['12', 12],
    [' 12,5 ', 12.5],
    ['0,99', 0.99],
    [',5', 0.5],
    ['1,234', 1.234],
    ['12.5', 12.5],
    ['0.125', 0.125],
    ['1234,567', 1234.567],
    ['1.234.567', 1_234_567],
    ['1,234,567.89', 1_234_567.89],
    ['1.234.567,89', 1_234_567.89],
    ['R$ 1.000.000,00', 1_000_000],
    ['-5', -5],
    ['-R$ 5,50', -5.5],
    ['R$ -5,50', -5.5],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parsePrice(text)).toBe(value)
  })

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '12a',
    '1,2,3',
    '12,',
    '1.23.4',
    '1.234,5.6',
    '1,23.45',
    '12.345,6,7',
    '--5',
    '1e3',
    '1.234',
    '50.004',
    'Infinity',
  ])('gives NaN for %j', (text) => {
    expect(parsePrice(text)).toBeNaN()
  })

  it('gives NaN for what is not a string', () => {
    expect(parsePrice(null)).toBeNaN()
    expect(parsePrice(undefined)).toBeNaN()
  })

  it('reads back any price the pt-BR formatter writes', () => {
    const format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (centavos) => {
        expect(toCentavos(parsePrice(`R$ ${format.format(centavos / 100)}`))).toBe(centavos)
      }),
    )
  })
})

describe('centavos helpers (re-exported from pagamento.ts)', () => {
  it('converts both ways', () => {
    expect(toCentavos(12.9)).toBe(1290)
    expect(fromCentavos(1290)).toBe(12.9)
    expect(centavosToReais).toBe(fromCentavos)
  })
})

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole numbers and 1 or 2 decimals as written', () => {
    for (const v of [0, 12, 12.9, 0.29, 1.15, 99_999_999.99, 1_000_000])
      expect(hasAtMostTwoDecimals(v)).toBe(true)
  })
  it('refuses a third decimal, hidden ones and non-finite numbers', () => {
    for (const v of [
      1.005,
      0.001,
      12.345,
      1.0000001,
      1e-7,
      0.1 + 0.2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(hasAtMostTwoDecimals(v)).toBe(false)
    }
  })
})

describe('decimal fields never reinterpret what was sent', () => {
  it('reads any price with at most two decimals, written with a comma or a dot, as exactly that', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.constantFrom(',', '.'), (centavos, sep) => {
        const text = `${Math.floor(centavos / 100)}${sep}${String(centavos % 100).padStart(2, '0')}`
        const value = parsePrice(text)
        return hasAtMostTwoDecimals(value) && toCentavos(value) === centavos
      }),
    )
  })
})
