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

export async function migrateSimulator(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('create schema if not exists mp_sim')
    await client.query(
      'create table if not exists mp_sim.migrations (id text primary key, applied_at timestamptz not null default now())',
    )
    // Several processes may start at once: one applies, the others wait on the lock.
    await client.query('select pg_advisory_lock(hashtext($1))', ['mp_sim.migrations'])
    try {
      const { rows } = await client.query<{ id: string }>('select id from mp_sim.migrations')
      const applied = new Set(rows.map((row) => row.id))
      for (const migration of MIGRATIONS.filter((m) => !applied.has(m.id))) {
        await client.query('begin')
        await client.query(migration.sql)
        await client.query('insert into mp_sim.migrations (id) values ($1)', [migration.id])
        await client.query('commit')
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', ['mp_sim.migrations'])
    }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
