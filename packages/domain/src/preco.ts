/**
 * Price text parsing (spec part 1 §5, shared with part 2): comma or dot decimals and thousand
 * separators; empty or invalid gives NaN. Centavos helpers live in pagamento.ts and are re-exported.
 */
export { centavosToReais, centavosToReais as fromCentavos, toCentavos } from './pagamento.ts'

type Sep = '.' | ','
const GROUPED: Record<Sep, RegExp> = { '.': /^\d{1,3}(\.\d{3})+$/, ',': /^\d{1,3}(,\d{3})+$/ }

function count(text: string, sep: Sep): number {
  return text.split(sep).length - 1
}

/** The unsigned number of `s` (digits, dots and commas only), or NaN. */
function parseUnsigned(s: string): number {
  const dots = count(s, '.')
  const commas = count(s, ',')
  if (dots === 0 && commas === 0) return Number(s)
  if (dots > 0 && commas > 0) {
    const dec: Sep = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ','
    const thousands: Sep = dec === '.' ? ',' : '.'
    if (count(s, dec) !== 1) return Number.NaN
    const [head = '', tail = ''] = s.split(dec)
    if (!GROUPED[thousands].test(head) || !/^\d+$/.test(tail)) return Number.NaN
    return Number(`${head.split(thousands).join('')}.${tail}`)
  }
  const sep: Sep = dots > 0 ? '.' : ','
  if (count(s, sep) > 1) return GROUPED[sep].test(s) ? Number(s.split(sep).join('')) : Number.NaN
  const [head = '', tail = ''] = s.split(sep)
  // '50.004': thousands in pt-BR, three decimals elsewhere. Money is never guessed: refused.
  if (sep === '.' && tail.length === 3 && /^[1-9]\d{0,2}$/.test(head)) return Number.NaN
  if (!/^\d*$/.test(head) || !/^\d+$/.test(tail)) return Number.NaN
  return Number(`${head || '0'}.${tail}`)
}

/**
 * '1.234,56', '1,234.56', '1234,56', '1234.56', 'R$ 12,90', '12', ',5', '-5' → a number; '', 'abc',
 * '1,2,3', '12,' → NaN. With both separators the last one is the decimal one. A lone comma is
 * always decimal (pt-BR: '1,234' is 1.234). A lone dot followed by exactly three digits after 1–3
 * leading digits is ambiguous ('50.004': fifty thousand and four, or fifty reais and change?) and
 * gives NaN; otherwise a lone dot is decimal ('1234.56').
 */
export function parsePrice(text: string | null | undefined): number {
  if (typeof text !== 'string') return Number.NaN
  let s = text.replace(/\s/g, '').replace(/^(-?)R\$/i, '$1')
  const negative = s.startsWith('-')
  if (negative) s = s.slice(1)
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return Number.NaN
  const value = parseUnsigned(s)
  return negative && value !== 0 ? -value : value
}

/**
 * True when the number, as written, has at most two decimals (129.9, 12.34). Exact: 1.0000001 and
 * 1e-7 are refused, never rounded into something the sender did not write.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value))
}
