/**
 * Money and multipliers as people and programs write them (docs/product/README.md: comma or dot decimals
 * and thousand separators; empty or invalid gives not-a-number), read exactly: a value is taken as
 * written or refused, never rounded, scaled or guessed. Every price, price filter, multiplier and
 * credit count goes through `readDecimal` (the schemas use `decimalSchema`); forms use
 * `parseDecimalBR`. Centavos helpers live in pagamento.ts and are re-exported.
 */
import { readDecimal } from './decimal.ts'
import { z } from './zod.ts'

export {
  CASAS_DECIMAIS,
  type DecimalReading,
  parseDecimalBR,
  parsePrice,
  readDecimal,
} from './decimal.ts'
export { centavosToReais, centavosToReais as fromCentavos, toCentavos } from './pagamento.ts'

/**
 * The schema of a money or multiplier field: text or a JSON number read by `readDecimal`, giving
 * the number; pipe it into the field's range. `casas` is the message for a third decimal.
 */
export function decimalSchema(messages: { invalido: string; casas?: string }) {
  const { invalido, casas = invalido } = messages
  return z.union([z.string(), z.number()], { error: invalido }).transform((value, ctx) => {
    const read = readDecimal(value)
    if (read.ok) return read.valor
    ctx.addIssue({ code: 'custom', message: read.erro === 'casas' ? casas : invalido })
    return z.NEVER
  })
}
