// A setting of the simulator kept in mp_sim.settings (key → JSON), validated by its schema: what the
// control API reads, replaces and resets, and what the simulator reads when it acts.
import { z } from 'zod'
import { badRequest } from '../errors.ts'
import type { Queryable } from './transaction.ts'

export interface Setting<T> {
  key: string
  defaults: T
  /** A control request's body, or a 400 naming what is wrong. */
  parse(body: unknown): T
  /** The stored value, or the defaults when none (or an unreadable one) is stored. */
  read(db: Queryable): Promise<T>
  write(db: Queryable, value: T): Promise<void>
  reset(db: Queryable): Promise<void>
}

export function storedSetting<S extends z.ZodType<object>>(key: string, schema: S): Setting<z.infer<S>> {
  const defaults = schema.parse({})
  return {
    key,
    defaults,
    parse(body) {
      const result = schema.safeParse(body ?? {})
      if (!result.success) throw badRequest(z.prettifyError(result.error))
      return result.data
    },
    async read(db) {
      const { rows } = await db.query<{ value: unknown }>(
        'select value from mp_sim.settings where key = $1',
        [key],
      )
      const stored = schema.safeParse(rows[0]?.value ?? {})
      return stored.success ? stored.data : defaults
    },
    async write(db, value) {
      await db.query(
        `insert into mp_sim.settings (key, value) values ($1, $2)
         on conflict (key) do update set value = excluded.value`,
        [key, JSON.stringify(value)],
      )
    },
    async reset(db) {
      await db.query('delete from mp_sim.settings where key = $1', [key])
    },
  }
}
