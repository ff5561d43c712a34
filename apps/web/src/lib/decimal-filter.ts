import { parseDecimalBR } from '@recria/domain/decimal'

/** The error of a price bound field that holds something other than a price. */
export const PRECO_INVALIDO = 'Informe um valor válido, como 10,50.'

/**
 * A typed filter bound (a price, a multiplier) read as the forms read decimals: the non-negative
 * number, or NaN when it is not one.
 */
export function decimalBound(text: string) {
  const value = parseDecimalBR(text)
  return value !== null && value >= 0 ? value : Number.NaN
}

/** The bound as the API reads it ('10,5' → '10.5'); '' when blank or not a number (not sent). */
export function decimalParam(text: string): string {
  const value = decimalBound(text)
  return Number.isFinite(value) ? String(value) : ''
}

/** The field error of a typed price bound: PRECO_INVALIDO when filled but not a price. */
export function precoError(text: string): string | undefined {
  return text.trim() && !decimalParam(text) ? PRECO_INVALIDO : undefined
}

/** A list's filters as the API reads them: the typed price bounds as decimalParam writes them. */
export function priceParams<F extends { preco_min: string; preco_max: string }>(filters: F): F {
  return {
    ...filters,
    preco_min: decimalParam(filters.preco_min),
    preco_max: decimalParam(filters.preco_max),
  }
}
