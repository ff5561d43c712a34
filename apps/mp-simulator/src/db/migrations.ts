import type pg from 'pg'
import core from './001-core.ts'
import oauth from './002-oauth.ts'
import payments from './003-payments.ts'
import chargebacks from './004-chargebacks.ts'
import shipments from './005-shipments.ts'
import passwords from './006-passwords.ts'

/** Ordered, append-only; each runs once, in its own transaction. SQL is embedded so bundles carry it. */
const MIGRATIONS: { id: string; sql: string }[] = [
  { id: '001-core', sql: core },
  { id: '002-oauth', sql: oauth },
  { id: '003-payments', sql: payments },
  { id: '004-chargebacks', sql: chargebacks },
  { id: '005-shipments', sql: shipments },
  { id: '006-passwords', sql: passwords },
]

/** Every migration's id, in order (a database is current when mp_sim.migrations holds them all). */
export const SIMULATOR_MIGRATIONS: readonly string[] = MIGRATIONS.map((m) => m.id)

export async function migrateSimulator(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    // Several processes may start at once: one applies, the others wait on the lock. It is taken before
    // the schema and its table are created: two concurrent `create … if not exists` can still collide.
    await client.query('select pg_advisory_lock(hashtext($1))', ['mp_sim.migrations'])
    try {
      await client.query('create schema if not exists mp_sim')
      await client.query(
        'create table if not exists mp_sim.migrations (id text primary key, applied_at timestamptz not null default now())',
      )
      const { rows } = await client.query<{ id: string }>('select id from mp_sim.migrations')
      const applied = new Set(rows.map((row) => row.id))
      for (const migration of MIGRATIONS.filter((m) => !applied.has(m.id))) {
        await client.query('begin')
        await client.query(migration.sql)
        await client.query('insert into mp_sim.migrations (id) values ($1)', [migration.id])
        await client.query('commit')
      }
    } catch (error) {
      // Out of the failed transaction first, or the unlock below could not run.
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', ['mp_sim.migrations'])
    }
  } finally {
    client.release()
  }
}
