// The lists' period filter (docs/product/pedidos.md: hoje, ontem, semana, mes, personalizado) in SQL.
// Days are Brazil's whatever the server's zone: today's date there, and the instant a date begins.
import type { Periodo } from '@recria/domain/periodo'
import { type SQL, sql } from 'drizzle-orm'

export interface FiltroPeriodo {
  periodo?: Periodo
  data_inicio?: string
  data_fim?: string
}

const hoje = sql`(now() at time zone 'America/Sao_Paulo')::date`
const inicioDe = (dia: SQL) => sql`((${dia})::timestamp at time zone 'America/Sao_Paulo')`

/**
 * [first day, day after the last) of the period, as dates in São Paulo; a custom one may lack a
 * bound (null), and the end day is included (docs/product/pedidos.md).
 */
export function diasDoPeriodo(f: FiltroPeriodo): [SQL | null, SQL | null] {
  switch (f.periodo) {
    case 'hoje':
      return [hoje, sql`${hoje} + 1`]
    case 'ontem':
      return [sql`${hoje} - 1`, hoje]
    case 'semana': // the last 7 days, today included
      return [sql`${hoje} - 6`, sql`${hoje} + 1`]
    case 'mes':
      return [sql`date_trunc('month', ${hoje})::date`, sql`${hoje} + 1`]
    case 'personalizado':
      return [
        f.data_inicio ? sql`${f.data_inicio}::date` : null,
        f.data_fim ? sql`${f.data_fim}::date + 1` : null,
      ]
    default:
      return [null, null]
  }
}

/** `instante` (a timestamp column) within the period: its two bounds, each undefined when open. */
export function noPeriodo(instante: unknown, f: FiltroPeriodo): [SQL | undefined, SQL | undefined] {
  const [de, ate] = diasDoPeriodo(f)
  return [
    de ? sql`${instante} >= ${inicioDe(de)}` : undefined,
    ate ? sql`${instante} < ${inicioDe(ate)}` : undefined,
  ]
}
