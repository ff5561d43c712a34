import { describe, expect, it } from 'vitest'
import {
  clampCredits,
  creditRange,
  creditStep,
  discountFraction,
  motivoOfertaIndisponivel,
  multiplicadorCentesimos,
  quantidadeMateriaPrima,
  reajustarOferta,
  validateCredits,
  valorSustentavelCentavos,
} from './creditos.ts'

describe('creditRange (docs/product/catalogo.md)', () => {
  it('is exactly 8% and 35% when they fall on whole credits (R$ 100,00 × 1)', () => {
    expect(creditRange(10_000, 1, 'metro')).toEqual({ min: 8, max: 35 })
    expect(discountFraction(10_000, 8, 1)).toBe(0.08)
    expect(discountFraction(10_000, 35, 1)).toBe(0.35)
  })

  it('rounds the minimum up and the maximum down (R$ 12,90 × 1: 1.032 → 2, 4.515 → 4)', () => {
    expect(creditRange(1290, 1, 'quilograma')).toEqual({ min: 2, max: 4 })
    expect(creditRange(10_000, 0.5, 'grama')).toEqual({ min: 4, max: 17 })
  })

  it('is exact where floats are not (8% of R$ 8,75 × 10 is 7; 35% of R$ 6,00 × 10 is 21)', () => {
    expect(creditRange(875, 10, 'metro')?.min).toBe(7)
    expect(creditRange(600, 10, 'metro')?.max).toBe(21)
    expect(creditRange(2400, 2.5, 'centimetro')).toEqual({ min: 5, max: 21 })
  })

  it('keeps unidade credits on multiples of the multiplier (min up, max down)', () => {
    expect(creditRange(10_000, 3, 'unidade')).toEqual({ min: 24, max: 105 })
    expect(creditRange(1000, 3, 'unidade')).toEqual({ min: 3, max: 9 })
    // 2.5 credits per unit: 5 credits are the smallest whole count buying whole units.
    expect(creditRange(10_000, 2.5, 'unidade')).toEqual({ min: 20, max: 85 })
  })

  it('is null when no whole credit count fits (the impossible case)', () => {
    expect(creditRange(100, 1, 'metro')).toBeNull()
    expect(creditRange(200, 10, 'metro')).toEqual({ min: 2, max: 7 })
    expect(creditRange(200, 10, 'unidade')).toBeNull()
  })

  it('is null for an invalid price or multiplier', () => {
    for (const preco of [0, -100, 10.5, Number.NaN]) expect(creditRange(preco, 1, 'metro')).toBeNull()
    for (const m of [0, -1, 0.004, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(creditRange(10_000, m, 'metro')).toBeNull()
    }
  })

  it('stays exact at the largest price and multiplier', () => {
    expect(creditRange(100_000_000, 99_999_999.99, 'metro')).toEqual({
      min: 7_999_999_999_200,
      max: 34_999_999_996_500,
    })
  })
})

describe('creditStep and multiplicadorCentesimos', () => {
  it('is 1 unless the raw material is measured in unidade', () => {
    expect(creditStep(3, 'metro')).toBe(1)
    expect(creditStep(3, 'unidade')).toBe(3)
    expect(creditStep(2.5, 'unidade')).toBe(5)
    expect(creditStep(0.5, 'unidade')).toBe(1)
    expect(creditStep(Number.NaN, 'unidade')).toBe(1)
  })

  it('reads the multiplier in hundredths', () => {
    expect(multiplicadorCentesimos(0.29)).toBe(29)
    expect(multiplicadorCentesimos(1.006)).toBe(101)
    expect(multiplicadorCentesimos(0)).toBeNull()
  })
})

describe('validateCredits', () => {
  it('accepts the bounds and refuses just outside them', () => {
    expect(validateCredits(10_000, 8, 1, 'metro')).toBeNull()
    expect(validateCredits(10_000, 35, 1, 'metro')).toBeNull()
    expect(validateCredits(10_000, 7, 1, 'metro')).toBe('Os créditos devem estar entre 8 e 35.')
    expect(validateCredits(10_000, 36, 1, 'metro')).toBe('Os créditos devem estar entre 8 e 35.')
    expect(validateCredits(2_500, 9, 1, 'metro')).toBe('Os créditos devem estar entre 2 e 8.')
  })

  it('asks for a whole number of at least 1 first', () => {
    for (const c of [0, -1, 8.5, Number.NaN])
      expect(validateCredits(10_000, c, 1, 'metro')).toBe('Informe a quantidade de créditos (mínimo 1).')
  })

  it('gives the impossible message', () => {
    expect(validateCredits(100, 1, 1, 'metro')).toBe(
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    )
  })

  it('wants multiples of the multiplier for unidade', () => {
    expect(validateCredits(10_000, 27, 3, 'unidade')).toBeNull()
    expect(validateCredits(10_000, 25, 3, 'unidade')).toBe(
      'Para matérias-primas medidas em unidade, os créditos devem ser múltiplos de 3.',
    )
    expect(validateCredits(10_000, 25, 3, 'metro')).toBeNull()
  })
})

describe('clampCredits (on blur)', () => {
  const range = { min: 8, max: 35 }
  it('clamps into the range, rounding to whole steps', () => {
    expect(clampCredits(3, range)).toBe(8)
    expect(clampCredits(99, range)).toBe(35)
    expect(clampCredits(12.4, range)).toBe(12)
    expect(clampCredits(Number.NaN, range)).toBe(8)
    expect(clampCredits(25, { min: 24, max: 105 }, 3)).toBe(24)
    expect(clampCredits(200, { min: 24, max: 105 }, 3)).toBe(105)
    expect(clampCredits(25, range, 0)).toBe(25)
  })
  it('leaves the value alone when there is no range', () => expect(clampCredits(5, null)).toBe(5))
})

describe('valorSustentavelCentavos and quantidadeMateriaPrima', () => {
  it('is price − credits / multiplier, to the centavo, half up', () => {
    expect(valorSustentavelCentavos(10_000, 8, 1)).toBe(9200)
    expect(valorSustentavelCentavos(1000, 1, 3)).toBe(967) // 10 − 0.333… = 9.666…
    expect(valorSustentavelCentavos(1000, 1, 8)).toBe(988) // 10 − 0.125 = 9.875
    expect(valorSustentavelCentavos(10_000, 0, 1)).toBe(10_000)
  })

  it('is never negative', () => {
    expect(valorSustentavelCentavos(100, 1000, 1)).toBe(0)
    expect(valorSustentavelCentavos(100, 1, 1)).toBe(0)
    expect(valorSustentavelCentavos(100, 1, 0)).toBeNaN()
    expect(valorSustentavelCentavos(100, -1, 1)).toBeNaN()
  })

  it('rounds the raw-material quantity down to whole units, else to 2 decimals', () => {
    expect(quantidadeMateriaPrima(10, 3, 'unidade')).toBe(3)
    expect(quantidadeMateriaPrima(10, 3, 'metro')).toBe(3.33)
    expect(quantidadeMateriaPrima(2, 3, 'grama')).toBe(0.67)
    expect(quantidadeMateriaPrima(5, 2.5, 'unidade')).toBe(2)
    expect(quantidadeMateriaPrima(1, 0, 'metro')).toBeNaN()
  })
})

describe('reajustarOferta (decision 007)', () => {
  it('keeps allowed credits and recomputes the cash value with the creation rounding', () => {
    // R$ 10,00, multiplier 8, 7 credits: 1000 − 7/8 × 100 = 912.5 → 913 centavos, as at creation.
    expect(reajustarOferta(1000, 7, 8, 'quilograma')).toEqual({
      creditos: 7,
      valorCentavos: 913,
      permitida: true,
    })
  })

  it('moves credits out of range to the nearest allowed count', () => {
    // R$ 100,00 × 2.5: 20 to 87 credits. A price cut to R$ 50,00 allows 10 to 43.
    expect(reajustarOferta(5000, 80, 2.5, 'quilograma')).toEqual({
      creditos: 43,
      valorCentavos: 3280,
      permitida: true,
    })
    expect(reajustarOferta(20000, 20, 2.5, 'quilograma')).toEqual({
      creditos: 40,
      valorCentavos: 18400,
      permitida: true,
    })
  })

  it('keeps whole units for raw materials counted in units', () => {
    expect(reajustarOferta(5000, 85, 2.5, 'unidade').creditos).toBe(40)
    // The raw material becomes counted in units: 21 credits at R$ 100,00 × 2.5 move to 20 (step 5).
    expect(reajustarOferta(10000, 21, 2.5, 'unidade')).toEqual({
      creditos: 20,
      valorCentavos: 9200,
      permitida: true,
    })
  })

  it('keeps the credits and still computes the cash value when no count is allowed any more', () => {
    // R$ 2,00 × 1: 35% is 0.7 credit, so no whole count fits; 1 credit leaves R$ 1,00.
    expect(reajustarOferta(200, 1, 1, 'quilograma')).toEqual({
      creditos: 1,
      valorCentavos: 100,
      permitida: false,
    })
  })
})

describe('motivoOfertaIndisponivel (decision 007)', () => {
  it('gives the documented message only when no count of credits is allowed', () => {
    expect(motivoOfertaIndisponivel(200, 1, 'quilograma')).toBe(
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    )
    expect(motivoOfertaIndisponivel(300, 1, 'quilograma')).toBeNull()
  })
})
