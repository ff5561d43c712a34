/**
 * Credit rules of the sustainable payment form (docs/product/anuncios.md). A buyer pays part of the
 * price in credits of a raw material: credits / multiplier reais are discounted, between 8% and 35%.
 * Exact integer arithmetic (BigInt): prices in centavos, the multiplier in hundredths, so
 * ceil(8% × price × multiplier) never lands one credit off because of a float like 8.000000001.
 */
import { DESCONTO_MAX, DESCONTO_MIN, DISCOUNT_TOLERANCE, type UnidadeMedida } from './constants.ts'

/** Why a count of credits is refused (validateCredits), in the order the rules are checked. */
export const CREDITOS_MSG = {
  minimo: 'Informe a quantidade de créditos (mínimo 1).',
  impossivel: 'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
  faixa: (range: CreditRange) => `Os créditos devem estar entre ${range.min} e ${range.max}.`,
  passo: (passo: number) =>
    `Para matérias-primas medidas em unidade, os créditos devem ser múltiplos de ${passo}.`,
} as const

export interface CreditRange {
  min: number
  max: number
}

const MIN_PCT = BigInt(Math.round(DESCONTO_MIN * 100))
const MAX_PCT = BigInt(Math.round(DESCONTO_MAX * 100))
const MILLION = 1_000_000n

/** The multiplier in hundredths (2.5 → 250), rounded to 2 decimals; null unless positive and finite. */
export function multiplicadorCentesimos(multiplicador: number): number | null {
  if (!Number.isFinite(multiplicador) || multiplicador <= 0) return null
  const hundredths = Math.round(multiplicador * 100)
  return hundredths >= 1 && Number.isSafeInteger(hundredths) ? hundredths : null
}

const isPrice = (centavos: number) => Number.isSafeInteger(centavos) && centavos > 0
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
const halfUpDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b)

/**
 * The step between allowed credit counts: 1, or for `unidade` the smallest whole number of credits
 * that buys whole units (credits / multiplier integral): the multiplier itself when it is whole (3 →
 * 3), 5 for 2.5, 1 for 0.5.
 */
export function creditStep(multiplicador: number, unidade: UnidadeMedida | string): number {
  const m = multiplicadorCentesimos(multiplicador)
  if (unidade !== 'unidade' || m === null) return 1
  return m / gcd(m, 100)
}

/**
 * Allowed credits: min = ceil(8% × price × multiplier), max = floor(35% × price × multiplier), in
 * reais; for `unidade` min is rounded up and max down to multiples of creditStep. null when no whole
 * count fits (CREDITOS_MSG.impossivel) or the price (positive whole centavos) or multiplier is invalid.
 */
export function creditRange(
  precoCentavos: number,
  multiplicador: number,
  unidade: UnidadeMedida | string,
): CreditRange | null {
  const m = multiplicadorCentesimos(multiplicador)
  if (m === null || !isPrice(precoCentavos)) return null
  const base = BigInt(precoCentavos) * BigInt(m)
  const step = BigInt(creditStep(multiplicador, unidade))
  const min = ceilDiv(ceilDiv(MIN_PCT * base, MILLION), step) * step
  const max = ((MAX_PCT * base) / MILLION / step) * step
  if (min < 1n || min > max || max > BigInt(Number.MAX_SAFE_INTEGER)) return null
  return { min: Number(min), max: Number(max) }
}

/**
 * What the credits field becomes on blur: NaN gives min; otherwise rounded to the nearest `passo`
 * (see creditStep) and clamped to the range. Without a range (impossible) the value is kept as is.
 */
export function clampCredits(creditos: number, range: CreditRange | null, passo = 1): number {
  if (!range) return creditos
  if (!Number.isFinite(creditos)) return range.min
  const step = Number.isSafeInteger(passo) && passo > 0 ? passo : 1
  const rounded = Math.round(creditos / step) * step
  return Math.min(range.max, Math.max(range.min, rounded))
}

const isCredits = (creditos: number) => Number.isSafeInteger(creditos) && creditos >= 0

/** Price − credits / multiplier, in centavos, rounded half up, never below 0; NaN on invalid input. */
export function valorSustentavelCentavos(
  precoCentavos: number,
  creditos: number,
  multiplicador: number,
): number {
  const m = multiplicadorCentesimos(multiplicador)
  if (m === null || !Number.isSafeInteger(precoCentavos) || precoCentavos < 0 || !isCredits(creditos)) {
    return Number.NaN
  }
  const rest = BigInt(precoCentavos) * BigInt(m) - 10_000n * BigInt(creditos)
  return rest <= 0n ? 0 : Number(halfUpDiv(rest, BigInt(m)))
}

/** Credits / multiplier: whole units rounded down for `unidade`, otherwise 2 decimals (half up). */
export function quantidadeMateriaPrima(
  creditos: number,
  multiplicador: number,
  unidade: UnidadeMedida | string,
): number {
  const m = multiplicadorCentesimos(multiplicador)
  if (m === null || !isCredits(creditos)) return Number.NaN
  const c = BigInt(creditos)
  if (unidade === 'unidade') return Number((100n * c) / BigInt(m))
  return Number(halfUpDiv(10_000n * c, BigInt(m))) / 100
}

/** The discount as a fraction of the price: (credits / multiplier) / price. NaN on invalid input. */
export function discountFraction(precoCentavos: number, creditos: number, multiplicador: number): number {
  const m = multiplicadorCentesimos(multiplicador)
  if (m === null || !isPrice(precoCentavos) || !Number.isFinite(creditos)) return Number.NaN
  return (creditos * 10_000) / (m * precoCentavos)
}

/** A discount fraction computed in floats is within 8%–35%, give or take DISCOUNT_TOLERANCE. */
export function isDiscountWithinLimits(fraction: number): boolean {
  return fraction >= DESCONTO_MIN - DISCOUNT_TOLERANCE && fraction <= DESCONTO_MAX + DISCOUNT_TOLERANCE
}

/** null when the credits are allowed; otherwise the first failing rule's message. */
export function validateCredits(
  precoCentavos: number,
  creditos: number,
  multiplicador: number,
  unidade: UnidadeMedida | string,
): string | null {
  if (!Number.isSafeInteger(creditos) || creditos < 1) return CREDITOS_MSG.minimo
  const range = creditRange(precoCentavos, multiplicador, unidade)
  if (!range) return CREDITOS_MSG.impossivel
  if (creditos < range.min || creditos > range.max) return CREDITOS_MSG.faixa(range)
  const passo = creditStep(multiplicador, unidade)
  return creditos % passo === 0 ? null : CREDITOS_MSG.passo(passo)
}

export interface OfertaReajustada {
  creditos: number
  /** Always valorSustentavelCentavos of the price, these credits and the multiplier. */
  valorCentavos: number
  /** false when no count of credits is allowed any more: the listing cannot stay on sale. */
  permitida: boolean
}

/**
 * A sustainable offer after its product's price or its conversion's multiplier changed
 * (docs/decisions/007-listing-credits-after-price-changes.md): credits kept when still allowed,
 * otherwise moved to the nearest allowed count, and the cash value recomputed. When no count is
 * allowed any more the credits stay as they were and `permitida` is false.
 */
export function reajustarOferta(
  precoCentavos: number,
  creditos: number,
  multiplicador: number,
  unidade: UnidadeMedida | string,
): OfertaReajustada {
  const range = creditRange(precoCentavos, multiplicador, unidade)
  const ajustados = clampCredits(creditos, range, creditStep(multiplicador, unidade))
  return {
    creditos: ajustados,
    valorCentavos: valorSustentavelCentavos(precoCentavos, ajustados, multiplicador),
    permitida: range !== null,
  }
}

/**
 * Why a sustainable listing cannot be on sale with its product's current price and its conversion's
 * current multiplier (CREDITOS_MSG.impossivel), shown on the seller's card; null while some count is allowed.
 */
export function motivoOfertaIndisponivel(
  precoCentavos: number,
  multiplicador: number,
  unidade: UnidadeMedida | string,
): string | null {
  return creditRange(precoCentavos, multiplicador, unidade) === null ? CREDITOS_MSG.impossivel : null
}
