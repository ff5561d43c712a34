import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  centavosToReais,
  decimalSchema,
  fromCentavos,
  parseDecimalBR,
  parsePrice,
  readDecimal,
  toCentavos,
} from './preco.ts'
import { z } from './zod.ts'

describe('parseDecimalBR', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['0,99', 0.99],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1.234,5', 1234.5],
    ['1.234.567', 1_234_567],
    ['1.234.567,89', 1_234_567.89],
    ['R$ 12,90', 12.9],
    ['r$12,90', 12.9],
    ['R$\u00a01.000.000,00', 1_000_000],
    [' 12,5 ', 12.5],
    [',5', 0.5],
    ['007', 7],
    ['-5', -5],
    ['-R$ 5,50', -5.5],
    ['R$ -5,50', -5.5],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalBR(text)).toBe(value)
  })

  it.each([
    ['a third decimal', '12,345'],
    ['a lone dot and three digits (decimals, not thousands)', '50.004'],
    ['a lone dot and three digits', '1.234'],
    ['a lone comma and three digits', '1,234'],
    ['many decimals', '1.0000001'],
    ['an exponent', '1e-7'],
    ['an exponent', '1e3'],
    ['commas as thousands', '1,234.56'],
    ['commas as thousands', '1,234,567'],
    ['a dot group of two digits', '1.23.456'],
    ['a dot group of four digits', '1.2345,67'],
    ['a dot after a comma', '1.234,5.6'],
    ['two commas', '1,2,3'],
    ['a separator and no decimals', '12,'],
    ['hexadecimal', '0x10'],
    ['Infinity', 'Infinity'],
    ['letters', 'abc'],
    ['a trailing letter', '12a'],
    ['two signs', '--5'],
    ['a plus sign', '+5'],
    ['inner spaces', '1 234,56'],
    ['nothing', ''],
    ['spaces', '   '],
    ['the currency alone', 'R$'],
  ])('refuses %s: %j', (_case, text) => {
    expect(parseDecimalBR(text)).toBeNull()
  })

  it('reads back any value the pt-BR formatter writes, with or without R$', () => {
    const format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (centavos) => {
        expect(toCentavos(parseDecimalBR(format.format(centavos / 100)) as number)).toBe(centavos)
        expect(toCentavos(parseDecimalBR(money.format(centavos / 100)) as number)).toBe(centavos)
      }),
    )
  })

  it('reads any value with at most two decimals, after a comma or a dot, as exactly that', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(',', '.'),
        fc.stringMatching(/^\d{1,2}$/),
        (whole, sep, decimals) => {
          const centavos = whole * 100 + Number(decimals.padEnd(2, '0'))
          expect(toCentavos(parseDecimalBR(`${whole}${sep}${decimals}`) as number)).toBe(centavos)
          expect(parseDecimalBR(String(whole))).toBe(whole)
        },
      ),
    )
  })

  it('never reads a third decimal, whatever the digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom(',', '.'),
        fc.stringMatching(/^\d{3,8}$/),
        (whole, sep, decimals) => {
          expect(parseDecimalBR(`${whole}${sep}${decimals}`)).toBeNull()
          expect(readDecimal(`${whole}${sep}${decimals}`)).toEqual({ ok: false, erro: 'casas' })
        },
      ),
    )
  })

  it('gives either null or a number with at most two decimals, for any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-R$ \d.,e]{0,12}$/), (text) => {
        const value = parseDecimalBR(text)
        if (value !== null) expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6)
      }),
    )
  })
})

describe('readDecimal on JSON numbers (their shortest exact decimal form)', () => {
  it.each([0, 12, 12.9, 0.29, 1.15, 99_999_999.99, -5, 1e21])('accepts %d', (value) => {
    expect(readDecimal(value)).toEqual({ ok: true, valor: value })
  })

  it.each([1.005, 0.001, 12.345, 1.0000001, 1e-7, 0.1 + 0.2])('refuses %d for its decimals', (value) => {
    expect(readDecimal(value)).toEqual({ ok: false, erro: 'casas' })
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [1], { valor: 1 }])(
    'refuses %j as not a number',
    (value) => {
      expect(readDecimal(value)).toEqual({ ok: false, erro: 'invalido' })
    },
  )

  it('agrees with the text reading for every value with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (centavos) => {
        const value = centavos / 100
        expect(readDecimal(value)).toEqual({ ok: true, valor: value })
        expect(readDecimal(String(value))).toEqual({ ok: true, valor: value })
      }),
    )
  })
})

describe('decimalSchema', () => {
  const schema = decimalSchema({ invalido: 'Valor inválido.', casas: 'No máximo 2 casas decimais.' }).pipe(
    z.number().min(0, 'Valor inválido.'),
  )
  const message = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message)

  it('gives the number of text or a JSON number', () => {
    expect(schema.parse('2,5')).toBe(2.5)
    expect(schema.parse(2.5)).toBe(2.5)
  })

  it('names a third decimal apart from what is not a number, and stops there', () => {
    expect(message('50.004')).toEqual(['No máximo 2 casas decimais.'])
    expect(message(1e-7)).toEqual(['No máximo 2 casas decimais.'])
    expect(message('1e-7')).toEqual(['Valor inválido.'])
    expect(message(undefined)).toEqual(['Valor inválido.'])
    expect(message('-1')).toEqual(['Valor inválido.'])
  })
})

describe('parsePrice (docs/product/README.md: invalid gives not-a-number)', () => {
  it('is parseDecimalBR with NaN for what cannot be read', () => {
    expect(parsePrice('1.234,56')).toBe(1234.56)
    expect(parsePrice('50.004')).toBeNaN()
    expect(parsePrice('')).toBeNaN()
    expect(parsePrice(null)).toBeNaN()
    expect(parsePrice(undefined)).toBeNaN()
  })
})

describe('centavos helpers (re-exported from pagamento.ts)', () => {
  it('converts both ways', () => {
    expect(toCentavos(12.9)).toBe(1290)
    expect(fromCentavos(1290)).toBe(12.9)
    expect(centavosToReais).toBe(fromCentavos)
  })
})
