// The pool's settings from config (DB_POOL_MAX, DB_CONNECTION_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS,
// DB_PGBOUNCER) reach every pooled connection; in PgBouncer mode no statement is ever named.
import { createTestDatabase, type TestDatabase } from '@recria/postgres/test-database'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../config.ts'
import { createDb } from './client.ts'

const silent = { error: () => {} }
let database: TestDatabase
const pools: pg.Pool[] = []
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()))
  await database.drop()
})

function open(settings: Parameters<typeof createDb>[1]) {
  const made = createDb(database.url, settings, silent)
  pools.push(made.pool)
  return made
}

const show = async (pool: pg.Pool, setting: string) =>
  (await pool.query<Record<string, string>>(`show ${setting}`)).rows[0]?.[setting]

describe('the config', () => {
  it('defaults to 10 connections, a 10 s wait for one, a 30 s statement timeout, no PgBouncer', () => {
    const c = testConfig()
    expect([c.DB_POOL_MAX, c.DB_CONNECTION_TIMEOUT_MS, c.DB_STATEMENT_TIMEOUT_MS, c.DB_PGBOUNCER]).toEqual([
      10,
      10_000,
      30_000,
      false,
    ])
    expect(c.DATABASE_DIRECT_URL).toBeUndefined()
  })

  it('reads them, and asks for the direct URL when the pool is a PgBouncer', () => {
    const c = testConfig({
      DB_POOL_MAX: '3',
      DB_CONNECTION_TIMEOUT_MS: '2500',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_PGBOUNCER: 'true',
      DATABASE_DIRECT_URL: 'postgres://recria@db:5432/recria',
    })
    expect([c.DB_POOL_MAX, c.DB_CONNECTION_TIMEOUT_MS, c.DB_STATEMENT_TIMEOUT_MS, c.DB_PGBOUNCER]).toEqual([
      3,
      2500,
      0,
      true,
    ])
    expect(() => testConfig({ DB_PGBOUNCER: 'true' })).toThrow(
      /DATABASE_DIRECT_URL: com DB_PGBOUNCER=true, informe o endereço do próprio PostgreSQL/,
    )
    expect(() => testConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
  })
})

describe('a pooled connection', () => {
  it('carries the statement timeout, and the pool its size and connection timeout', async () => {
    const { pool } = open({ max: 3, connectionTimeoutMs: 2500, statementTimeoutMs: 1234 })
    expect(await show(pool, 'statement_timeout')).toBe('1234ms')
    expect(pool.options.max).toBe(3)
    expect(pool.options.connectionTimeoutMillis).toBe(2500)
    // The timeout applies: a statement longer than it fails, the connection stays usable.
    await expect(pool.query('select pg_sleep(2)')).rejects.toThrow(/statement timeout/)
    expect((await pool.query('select 1 as um')).rows[0]).toEqual({ um: 1 })
  })

  it('keeps the server default with no timeout, and the old call (a size) still works', async () => {
    const { pool } = open(2)
    expect(await show(pool, 'statement_timeout')).toBe('0')
    expect(pool.options.max).toBe(2)
  })

  it('fails a query waiting longer than the connection timeout for a busy pool', async () => {
    const { pool } = open({ max: 1, connectionTimeoutMs: 200 })
    const held = await pool.connect()
    try {
      await expect(pool.query('select 1')).rejects.toThrow(/timeout/i)
    } finally {
      held.release()
    }
  })
})

describe('PgBouncer mode', () => {
  const prepared = async (pool: pg.Pool) => {
    const client = await pool.connect()
    try {
      await client.query({ name: 'recria_nomeada', text: 'select $1::int as n', values: [7] })
      await client.query({ name: 'recria_nomeada', text: 'select $1::int as n', values: [8] })
      return (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
        (r) => r.name,
      )
    } finally {
      client.release()
    }
  }

  it('runs a named statement unnamed (nothing prepared on the server) and still sets the timeout', async () => {
    const direto = open({ max: 1 })
    expect(await prepared(direto.pool)).toEqual(['recria_nomeada'])
    const { pool, db } = open({ max: 1, pgbouncer: true, statementTimeoutMs: 4321 })
    expect(await prepared(pool)).toEqual([])
    expect(await show(pool, 'statement_timeout')).toBe('4321ms')
    // Drizzle's .prepare(name) goes through the same client.
    const consulta = db.execute(sql`select 5 as cinco`)
    expect((await consulta).rows).toEqual([{ cinco: 5 }])
    const nomeada = db
      .select({ n: sql<number>`1` })
      .from(sql`(select 1) as t`)
      .prepare('recria_drizzle_nomeada')
    expect(await nomeada.execute()).toEqual([{ n: 1 }])
    const client = await pool.connect()
    try {
      expect((await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0]).toEqual({
        n: 0,
      })
    } finally {
      client.release()
    }
  })
})
