// Page/limit/busca of the back-office lists (docs/api/back-office.md, Lists), and their answer.
import { PAGE_SIZE } from '@recria/domain/constants'
import { opcional } from '@recria/domain/filtro-datas'
import { inteiroEntre, limiteAte, precoFiltro } from '@recria/domain/filtro-numeros'
import { HTTP_MSG } from '@recria/domain/http'
import { z } from '@recria/domain/zod'
import { count, desc, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client.ts'

const LIMIT_MAX = 100
const PAGE_MAX = 100_000

/** A query parameter sent empty (`?status=`) means "no filter", as when it is absent. */
export const emptyAsAbsent = opcional

export const PaginacaoQuery = z.object({
  page: emptyAsAbsent(inteiroEntre(1, PAGE_MAX, HTTP_MSG.paginaInvalida)),
  limit: emptyAsAbsent(limiteAte(LIMIT_MAX)),
  busca: emptyAsAbsent(z.string({ error: HTTP_MSG.buscaInvalida }).trim().max(100, HTTP_MSG.buscaLonga)),
})

export type Paginacao = z.infer<typeof PaginacaoQuery>

/** `preco_min` / `preco_max` of the product and listing lists. */
export const PrecoRangeQuery = {
  preco_min: precoFiltro(HTTP_MSG.precoMinimoInvalido),
  preco_max: precoFiltro(HTTP_MSG.precoMaximoInvalido),
}

/** The rows of one page: what the list queries take. */
export interface PageSlice {
  limit: number
  offset: number
}

export function pageWindow({ page = 1, limit = PAGE_SIZE }: Paginacao) {
  return { pagina: page, limit, offset: (page - 1) * limit }
}

/** `{ itens, total, pagina, total_paginas }`; an empty list has 0 pages. */
export function paginated<T>(
  itens: T[],
  total: number,
  { pagina, limit }: { pagina: number; limit: number },
) {
  return { itens, total, pagina, total_paginas: Math.ceil(total / limit) }
}

/**
 * Case- and accent-insensitive "contains", written as the trigram indexes are (`f_busca(col)`,
 * migration 0005) so PostgreSQL can use them. `%`, `_` and `\` typed by the user are literal
 * characters, not wildcards.
 */
export function contains(column: SQL | SQL.Aliased | unknown, term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`
  return sql`f_busca(${column}) like f_busca(${pattern})`
}

/**
 * Newest first, as the `(id_usuario_vendedor, data_criacao desc)` indexes are built: drizzle-kit
 * writes them `desc nulls last`, while a plain `desc` means `nulls first`, which keeps PostgreSQL
 * from walking the index and makes it sort the seller's whole set.
 */
export const newestFirst = (createdAt: unknown, id: Parameters<typeof desc>[0]) => [
  sql`${createdAt} desc nulls last`,
  desc(id),
]

/**
 * One page of the rows of `table` that `where` picks, newest first (`criacao`, then `id`), and how
 * many it picks in all: one owner's rows, so counting them exactly is cheap over their index.
 */
export async function paginaRecente<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  [criacao, id]: [AnyPgColumn, AnyPgColumn],
  { limit, offset }: PageSlice,
) {
  const tabela: PgTable = table
  const page = await pageWithTotal(
    db
      .select()
      .from(tabela)
      .where(where)
      .orderBy(...newestFirst(criacao, id))
      .$dynamic(),
    { limit, offset },
    countWhere(db, tabela, where),
  )
  return { rows: page.rows as T['$inferSelect'][], total: page.total }
}

/** How many rows of `table` `where` picks. */
export function countWhere(db: Executor, table: PgTable, where: SQL | undefined) {
  return db.select({ total: count() }).from(table).where(where)
}

/** One page of what `query` reads (already filtered and ordered) and the `total` it picks in all, side by side. */
export async function pageWithTotal<Q extends PgSelect>(
  query: Q,
  { limit, offset }: PageSlice,
  total: PromiseLike<{ total: number }[]>,
) {
  const [rows, [contados]] = await Promise.all([query.limit(limit).offset(offset), total])
  return { rows: rows as Awaited<Q>, total: contados?.total ?? 0 }
}
