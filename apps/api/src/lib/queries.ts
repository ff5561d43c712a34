// Small pieces the repositories' Drizzle queries share.
import { eq, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client.ts'

/** The first row the query answers, or null when it found (or wrote) none. */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query
  return row ?? null
}

/** `coluna` of the row whose `chave` is `valor`; null when there is none (or the column is null). */
export async function campoDe<C extends AnyPgColumn>(
  db: Executor,
  coluna: C,
  chave: AnyPgColumn,
  valor: number,
): Promise<C['_']['data'] | null> {
  const [row] = await db.select({ campo: coluna }).from(coluna.table).where(eq(chave, valor))
  return (row?.campo as C['_']['data'] | undefined) ?? null
}

/** The row an insert … returning wrote: without a conflict clause it always writes one. */
export async function insertedRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query
  if (!row) throw new Error('insert returned no row')
  return row
}

/** The unique index (or partial unique index, with its `where`) an insert-or-ignore gives way to. */
export interface UniqueKey {
  target: AnyPgColumn | AnyPgColumn[]
  where?: SQL
}

/**
 * Insert or ignore, in one statement: the new row's `key`, or null when a row already held `unique`
 * (the race is settled by the index, not by a read before the write).
 */
export async function insertOrIgnore<T extends PgTable, C extends AnyPgColumn>(
  db: Executor,
  table: T,
  values: PgInsertValue<T>,
  unique: UniqueKey,
  key: C,
): Promise<C['_']['data'] | null> {
  const [row] = await db.insert(table).values(values).onConflictDoNothing(unique).returning({ key })
  return (row?.key as C['_']['data'] | undefined) ?? null
}

/** The named columns of `table`, in the order given, under their own names: what a select reads. */
export function colunas<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...nomes: K[]
) {
  const todas = getTableColumns(table)
  return Object.fromEntries(nomes.map((nome) => [nome, todas[nome]])) as Pick<T['_']['columns'], K>
}

/** Whether the query found (or changed) any row. */
export async function anyRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0
}

/**
 * An upsert's `set` that takes what the insert proposed (`excluded.<column>`) for every column of
 * `table` but `own`, in the table's order: the row's own columns stay as they are.
 */
export function proposedBut<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, own: K[]) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !own.includes(key as K))
  return Object.fromEntries(
    columns.map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  ) as Record<Exclude<keyof T['_']['columns'], K>, SQL>
}

/**
 * `montar` run once per executor (the pool's, or a transaction's) and its result kept with it: a
 * statement Drizzle builds once and PostgreSQL prepares by name on each connection, so no request
 * pays for building its SQL again (decision 038).
 */
export function umaVezPorExecutor<E extends object, S>(montar: (db: E) => S): (db: E) => S {
  const feitas = new WeakMap<E, S>()
  return (db) => {
    let feita = feitas.get(db)
    if (!feita) {
      feita = montar(db)
      feitas.set(db, feita)
    }
    return feita
  }
}
