/**
 * Decimals as people and programs write them (docs/product/README.md: comma or dot decimals and thousand
 * separators; empty or invalid gives not-a-number), read exactly: a value is taken as written or
 * refused, never rounded, scaled or guessed. Apart from preco.ts (which re-exports it with the
 * schema) so the web pages that read a typed price do not load the schema library.
 */

/** Money and multipliers keep at most this many decimals. */
export const CASAS_DECIMAIS = 2

/** A decimal as read: its value, or why it was refused ('casas': well written, too many decimals). */
export type DecimalReading = { ok: true; valor: number } | { ok: false; erro: 'invalido' | 'casas' }

const INVALIDO: DecimalReading = { ok: false, erro: 'invalido' }
const CASAS: DecimalReading = { ok: false, erro: 'casas' }

/**
 * The number shapes accepted, each giving its whole part (dots allowed as thousands) and decimals:
 * - '12', '12,5', '12.50', ',5': a single comma or dot is the decimal separator. So '1.234' and
 *   '50.004' are numbers with three decimals (refused as such), never 1234 or 50004;
 * - '1.234,56': dots group thousands (groups of three) before a comma decimal;
 * - '1.234.567': two or more dot groups, no decimals.
 * Anything else ('1,234.56', '1.23.4', '1e-7', '12,', '0x10', 'Infinity') is not a number here.
 */
const SHAPES = [
  /^(\d+)$/,
  /^(\d*)[.,](\d+)$/,
  /^(\d{1,3}(?:\.\d{3})+),(\d+)$/,
  /^(\d{1,3}(?:\.\d{3}){2,})$/,
] as const

function readText(text: string): DecimalReading {
  let s = text.trim()
  let negative = false
  if (s.startsWith('-')) [negative, s] = [true, s.slice(1).trimStart()]
  s = s.replace(/^R\$\s*/i, '')
  if (!negative && s.startsWith('-')) [negative, s] = [true, s.slice(1).trimStart()]
  for (const shape of SHAPES) {
    const match = shape.exec(s)
    if (!match) continue
    const whole = (match[1] ?? '').replaceAll('.', '')
    const decimals = match[2] ?? ''
    if (decimals.length > CASAS_DECIMAIS) return CASAS
    const valor = Number(`${whole || '0'}.${decimals || '0'}`)
    return { ok: true, valor: negative && valor !== 0 ? -valor : valor }
  }
  return INVALIDO
}

/**
 * A JSON number, checked on its shortest exact decimal form: 1.0000001 and 1e-7 have more than two
 * decimals; 1e21 is a whole number (the field's maximum refuses it).
 */
function readNumber(value: number): DecimalReading {
  if (!Number.isFinite(value)) return INVALIDO
  const written = String(value)
  if (written.includes('e-')) return CASAS
  const decimals = written.includes('.') && !written.includes('e') ? written.split('.')[1] : ''
  return (decimals?.length ?? 0) > CASAS_DECIMAIS ? CASAS : { ok: true, valor: value === 0 ? 0 : value }
}

/** A money or multiplier value sent as text or as a JSON number; anything else is invalid. */
export function readDecimal(value: unknown): DecimalReading {
  if (typeof value === 'number') return readNumber(value)
  if (typeof value === 'string') return readText(value)
  return INVALIDO
}

/**
 * '12', '12,5', '12.50', 'R$ 1.234,56', '1.234.567' → the number; '' , 'abc', '12,345', '1.234',
 * '50.004', '1,234.56', '1e3' → null. At most two decimals, with a comma or a dot; dots as
 * thousands only before a comma decimal or in two or more groups. The parser of every decimal
 * form field (price, multiplier, their filters), the same the API applies.
 */
export function parseDecimalBR(text: string): number | null {
  const read = readText(text)
  return read.ok ? read.valor : null
}

/** `parseDecimalBR` with the interface docs/product/README.md gives: not a number gives NaN. */
export function parsePrice(text: string | null | undefined): number {
  return typeof text === 'string' ? (parseDecimalBR(text) ?? Number.NaN) : Number.NaN
}
