// Column builders the tables share (Drizzle's column helpers). A column takes its name from its key.
import { type AnyPgColumn, integer, type ReferenceConfig, timestamp } from 'drizzle-orm/pg-core'

/** Every date and time is a `timestamp with time zone`. */
export const timestamptz = () => timestamp({ withTimezone: true })

/** The table's id, numbered by the database (`generated always as identity`). */
export const identity = () => integer().primaryKey().generatedAlwaysAsIdentity()

/** A required (`not null`) reference to another table's id; `actions` say what deleting that row does. */
export const refersTo = (column: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(column, actions)

/** A key that is another table's id: one row per row there, deleted with it. */
export const oneRowPer = (column: () => AnyPgColumn) =>
  integer().primaryKey().references(column, { onDelete: 'cascade' })

/** When the row was written and last changed, both set by the database when it is written. */
export const criacaoEAtualizacao = () => ({
  data_criacao: timestamptz().notNull().defaultNow(),
  data_atualizacao: timestamptz().notNull().defaultNow(),
})

/** The same pair where the last change is called `data_alteracao` (listings and carts). */
export const criacaoEAlteracao = () => ({
  data_criacao: timestamptz().notNull().defaultNow(),
  data_alteracao: timestamptz().notNull().defaultNow(),
})
