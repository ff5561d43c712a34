// The filters of every list (catalogue, orders, payments, refunds, reviews): an empty field meaning no
// filter, a calendar day written YYYY-MM-DD, and a range whose last day may not come before its
// first. One rule and one message for all of them.
import { z } from './zod.ts'

export const DATA_MSG = {
  dataInvalida: 'Data inválida. Use o formato AAAA-MM-DD.',
  dataFimAntesDoInicio: 'A data de fim deve ser igual ou posterior à data de início.',
} as const

/**
 * Whether `text` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). Years start at 0001:
 * the calendar has no year 0 (PostgreSQL refuses 0000-01-01, which JavaScript reads as 1 BC).
 */
export function isDataIso(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** A query field left empty ('') is a filter not set. */
export const ausente = (value: unknown) => (value === '' ? undefined : value)

/** A query field that may be left out or sent empty; anything else must pass `schema`. */
export const opcional = <T extends z.ZodType>(schema: T) => z.preprocess(ausente, schema.optional())

/** An optional day of a query: YYYY-MM-DD or absent. */
export const diaOpcional = opcional(
  z.string({ error: DATA_MSG.dataInvalida }).refine(isDataIso, DATA_MSG.dataInvalida),
)

/**
 * A refinement refusing a range whose last day (field `fim`) comes before its first (`inicio`); either
 * alone bounds one side.
 */
export function checkIntervalo<I extends string, F extends string>(inicio: I, fim: F) {
  return (q: Partial<Record<I | F, string>>, ctx: z.RefinementCtx) => {
    const [de, ate] = [q[inicio], q[fim]]
    if (de && ate && ate < de)
      ctx.addIssue({ code: 'custom', message: DATA_MSG.dataFimAntesDoInicio, path: [fim] })
  }
}

/**
 * `dataInicio` and `dataFim` of the payments and refunds lists (São Paulo days, the last one
 * included; either alone bounds one side), and the check of their order.
 */
export const DatasFields = { dataInicio: diaOpcional, dataFim: diaOpcional }
export const checkDatas = checkIntervalo('dataInicio', 'dataFim')
