// Reading an id, without the schemas of id.ts (which re-exports them): no zod, so the web app's
// storefront pages read them without loading the schema library.

/** PostgreSQL's `integer`: ids and other whole-number columns stop here. */
export const INTEGER_MAX = 2_147_483_647

/** Digits of an id: no sign, exponent, point, spaces or leading zeros. */
export const ID_DIGITOS = /^[1-9][0-9]{0,9}$/

/** The id that `value` names (a digit string, or a JSON integer), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= INTEGER_MAX ? value : null
  if (typeof value !== 'string' || !ID_DIGITOS.test(value)) return null
  const id = Number(value)
  return id <= INTEGER_MAX ? id : null
}
