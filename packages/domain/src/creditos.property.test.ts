import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  creditRange,
  creditStep,
  discountFraction,
  isDiscountWithinLimits,
  reajustarOferta,
  validateCredits,
  valorSustentavelCentavos,
} from './creditos.ts'
import { UNIDADES_MEDIDA } from './materia-prima.ts'

// Prices R$ 1,00 to R$ 100.000,00 in centavos; multipliers 0.01 to 1000 with 2 decimals.
const preco = fc.integer({ min: 100, max: 10_000_000 })
const centesimos = fc.integer({ min: 1, max: 100_000 })
const unidade = fc.constantFrom(...UNIDADES_MEDIDA)

/** Exact check, independent of creditRange: the discount (c / m) / price is at least pct%. */
const atLeast = (pct: bigint, p: number, m: number, c: number) =>
  1_000_000n * BigInt(c) >= pct * BigInt(p) * BigInt(m)
const atMost = (pct: bigint, p: number, m: number, c: number) =>
  1_000_000n * BigInt(c) <= pct * BigInt(p) * BigInt(m)

describe('creditRange properties', () => {
  it('every allowed count in [min, max] discounts 8%–35% (within the tolerance)', () => {
    fc.assert(
      fc.property(
        preco,
        centesimos,
        unidade,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true })),
        (p, m, u, at) => {
          const range = creditRange(p, m / 100, u)
          fc.pre(range !== null)
          if (!range) return
          const step = creditStep(m / 100, u)
          const samples = [
            range.min,
            range.max,
            ...at.map((t) => range.min + Math.floor(t * (range.max - range.min))),
          ]
          for (const raw of samples) {
            const c = Math.min(range.max, Math.ceil(raw / step) * step)
            expect(isDiscountWithinLimits(discountFraction(p, c, m / 100))).toBe(true)
            expect(atLeast(8n, p, m, c) && atMost(35n, p, m, c)).toBe(true)
            expect(validateCredits(p, c, m / 100, u)).toBeNull()
          }
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('min and max are the tightest bounds, on multiples of the step', () => {
    fc.assert(
      fc.property(preco, centesimos, unidade, (p, m, u) => {
        const range = creditRange(p, m / 100, u)
        fc.pre(range !== null)
        if (!range) return
        const step = creditStep(m / 100, u)
        expect(range.min % step).toBe(0)
        expect(range.max % step).toBe(0)
        expect(range.min >= 1).toBe(true)
        const below = range.min - step
        expect(below < 1 || !atLeast(8n, p, m, below)).toBe(true)
        expect(atMost(35n, p, m, range.max + step)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('is impossible only when the 8%–35% window is narrower than one step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        unidade,
        (p, m, u) => {
          if (creditRange(p, m / 100, u) !== null) return
          const step = BigInt(creditStep(m / 100, u))
          expect(27n * BigInt(p) * BigInt(m) < 1_000_000n * step).toBe(true)
          expect(validateCredits(p, Number(step), m / 100, u)).not.toBeNull()
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('validateCredits accepts exactly the allowed counts', () => {
    fc.assert(
      fc.property(preco, centesimos, unidade, fc.integer({ min: -5, max: 5_000_000 }), (p, m, u, c) => {
        const range = creditRange(p, m / 100, u)
        const allowed = range !== null && c >= range.min && c <= range.max && c % creditStep(m / 100, u) === 0
        expect(validateCredits(p, c, m / 100, u) === null).toBe(allowed)
      }),
      { numRuns: 2000 },
    )
  })

  it('the cash value stays between 0 and the price, and between 65% and 92% in the range', () => {
    fc.assert(
      fc.property(preco, centesimos, fc.integer({ min: 0, max: 100_000_000 }), (p, m, c) => {
        const cash = valorSustentavelCentavos(p, c, m / 100)
        expect(Number.isInteger(cash) && cash >= 0 && cash <= p).toBe(true)
        const range = creditRange(p, m / 100, 'metro')
        if (!range) return
        for (const k of [range.min, range.max]) {
          const value = valorSustentavelCentavos(p, k, m / 100)
          expect(value >= Math.floor(p * 0.65) && value <= Math.ceil(p * 0.92)).toBe(true)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('discountFraction and isDiscountWithinLimits (tolerance 0.005)', () => {
  it('is (credits / multiplier) / price', () => {
    expect(discountFraction(1290, 2, 1)).toBeCloseTo(2 / 12.9, 12)
    expect(discountFraction(0, 2, 1)).toBeNaN()
  })
  it('accepts 8% − 0.005 to 35% + 0.005', () => {
    expect(isDiscountWithinLimits(0.075)).toBe(true)
    expect(isDiscountWithinLimits(0.0749)).toBe(false)
    expect(isDiscountWithinLimits(0.355)).toBe(true)
    expect(isDiscountWithinLimits(0.3551)).toBe(false)
  })
})

describe('reajustarOferta properties (decision 007)', () => {
  it('lands on the allowed count nearest the old credits, with the domain cash value', () => {
    fc.assert(
      fc.property(preco, centesimos, unidade, fc.integer({ min: 1, max: 1_000_000 }), (p, m, u, c) => {
        const oferta = reajustarOferta(p, c, m / 100, u)
        expect(oferta.valorCentavos).toBe(valorSustentavelCentavos(p, oferta.creditos, m / 100))
        const range = creditRange(p, m / 100, u)
        expect(oferta.permitida).toBe(range !== null)
        if (!range) {
          expect(oferta.creditos).toBe(c)
          return
        }
        expect(validateCredits(p, oferta.creditos, m / 100, u)).toBeNull()
        if (validateCredits(p, c, m / 100, u) === null) expect(oferta.creditos).toBe(c)
        // No allowed count is closer: the neighbours one step away are farther or not allowed.
        const step = creditStep(m / 100, u)
        const distance = Math.abs(oferta.creditos - c)
        for (const other of [oferta.creditos - step, oferta.creditos + step])
          if (other >= range.min && other <= range.max)
            expect(Math.abs(other - c)).toBeGreaterThanOrEqual(distance)
      }),
      { numRuns: 2000 },
    )
  })
})
