// The counters beside a list: how many rows in all and how many per status, in one pass.
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** `total` and, per status, `(count(*) filter (where <coluna> = <status>))::int`. */
export function contagemPorStatus<S extends string>(coluna: AnyPgColumn, valores: readonly S[]) {
  return {
    total: sql<number>`count(*)::int`,
    ...(Object.fromEntries(
      valores.map((s) => [s, sql<number>`(count(*) filter (where ${coluna} = ${s}))::int`]),
    ) as Record<S, SQL<number>>),
  }
}
