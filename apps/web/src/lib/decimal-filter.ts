import { parsePrice } from '@recria/domain/preco'

/** The error of a price bound field that holds something other than a price. */
export const PRECO_INVALIDO = 'Informe um valor válido, como 10,50.'

/** A typed price bound, or NaN when it is not one. */
export function precoDe(text: string) {
  const value = parsePrice(text)
  return value >= 0 ? value : Number.NaN
}

/** The bound as the API reads it ('10,5' → '10.5'); '' when blank or not a price (not sent). */
export function precoParam(text: string): string {
  const value = precoDe(text)
  return Number.isFinite(value) ? String(value) : ''
}

/** The field error of a typed price bound: PRECO_INVALIDO when filled but not a price. */
export function precoError(text: string): string | undefined {
  return text.trim() && !precoParam(text) ? PRECO_INVALIDO : undefined
}
