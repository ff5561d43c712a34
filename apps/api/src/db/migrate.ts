// The release step (`npm run db:migrate`, or the server's boot with MIGRATE_ON_START): Recria's
// migrations, the Mercado Pago simulator's and pg-boss's schema, under one PostgreSQL advisory lock so
// that processes starting together migrate a database exactly once (decision 034).
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrateSimulator, SIMULATOR_MIGRATIONS } from '@recria/mp-simulator/db/migrations'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import PgBoss from 'pg-boss'
import type { Config } from '../config.ts'
import type { Db } from './client.ts'
import { concederAplicacao, entregarPgBoss, papelDe } from './papeis.ts'

/** Bundled builds copy the SQL next to the bundle; sources read it from this folder. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export async function runMigrations(db: Db, migrationsFolder = MIGRATIONS_DIR) {
  await migrate(db, { migrationsFolder })
}

/** Keys of Recria's session advisory locks (pg_advisory_lock takes any bigint; these are ours alone). */
export const TRAVA = { migracoes: 7_346_112_023, seedDemo: 7_346_112_024 } as const

/**
 * Runs `fn` while holding a session advisory lock on a connection of its own (never a pooled one: a
 * pooler in transaction mode would hand the session to someone else). A process that dies while holding
 * it loses its connection, and PostgreSQL releases the lock with it.
 */
export async function comTrava<T>(connectionString: string, chave: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [chave])
    try {
      return await fn()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [chave])
    }
  } finally {
    await client.end()
  }
}

export interface MigrarOptions {
  /** The simulator's tables too (MP_MODE=simulador: it lives in the app's database). */
  simulador: boolean
  migrationsFolder?: string
}

export interface MigrarBancoOptions extends MigrarOptions {
  /**
   * The application's own connection (DATABASE_DIRECT_URL or DATABASE_URL). When it signs in as
   * another role than `connectionString` (the owner's), that role is granted what it may do and gets
   * pg-boss's schema (decision 043); the same role: one role for everything, as before.
   */
  aplicacaoUrl?: string
}

/** Brings the database up to date; whoever waits on the lock finds nothing left to do. */
export async function migrarBanco(
  connectionString: string,
  { simulador, migrationsFolder, aplicacaoUrl = connectionString }: MigrarBancoOptions,
) {
  const aplicacao = papelDe(aplicacaoUrl)
  const doisPapeis = aplicacao !== papelDe(connectionString)
  await comTrava(connectionString, TRAVA.migracoes, async () => {
    const pool = new pg.Pool({ connectionString, max: 1 })
    try {
      await runMigrations(drizzle({ client: pool }) as unknown as Db, migrationsFolder)
      if (simulador) await migrateSimulator(pool)
      if (!doisPapeis) return await instalarPgBoss(pool)
      await concederAplicacao(pool, aplicacao)
      await entregarPgBoss(pool, aplicacao)
    } finally {
      await pool.end()
    }
    const poolAplicacao = new pg.Pool({ connectionString: aplicacaoUrl, max: 1 })
    try {
      await instalarPgBoss(poolAplicacao)
    } finally {
      await poolAplicacao.end()
    }
  })
}

/** pg-boss creates or upgrades its schema when it starts: started once here, with nothing to run. */
async function instalarPgBoss(pool: pg.Pool) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    migrate: true,
    supervise: false,
    schedule: false,
  })
  await boss.start()
  await boss.stop({ graceful: false, close: false, wait: true })
}

const PG_BOSS_SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/version.json').schema

/** MIGRATE_ON_START, defaulted: on with the embedded database (no DATABASE_URL), off otherwise. */
export const migrarAoIniciar = (config: Pick<Config, 'MIGRATE_ON_START' | 'DATABASE_URL'>) =>
  config.MIGRATE_ON_START ?? !config.DATABASE_URL

/** Why a process with MIGRATE_ON_START off refuses to start on a database that is behind. */
export const MIGRACOES_PENDENTES =
  'O banco de dados não está com as migrações em dia. Rode `npm run db:migrate` (com o mesmo DATABASE_URL) e inicie de novo; ou use MIGRATE_ON_START=true para migrar ao iniciar.'

let esperadas: { ultimaDrizzle: number } | undefined

/**
 * Whether every migration (Recria's, the simulator's when it is in use, pg-boss's schema) is applied:
 * a server that does not migrate at boot refuses to start otherwise, and readiness reports it.
 */
export async function migracoesEmDia(
  pool: pg.Pool,
  { simulador, migrationsFolder = MIGRATIONS_DIR }: MigrarOptions,
): Promise<boolean> {
  esperadas ??= {
    ultimaDrizzle: Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)),
  }
  // drizzle.__drizzle_migrations is created by the first migration run: a missing table is "behind".
  const drizzleEmDia = await ultimaMigracaoDrizzle(pool)
  if (drizzleEmDia === null || drizzleEmDia < esperadas.ultimaDrizzle) return false
  if (simulador) {
    const aplicadas = await linhas<{ id: string }>(
      pool,
      'mp_sim.migrations',
      'select id from mp_sim.migrations',
    )
    const ids = new Set(aplicadas?.map((r) => r.id))
    if (!SIMULATOR_MIGRATIONS.every((id) => ids.has(id))) return false
  }
  const versao = await linhas<{ version: number }>(
    pool,
    'pgboss.version',
    'select version from pgboss.version',
  )
  return Number(versao?.[0]?.version) === PG_BOSS_SCHEMA_VERSION
}

async function ultimaMigracaoDrizzle(pool: pg.Pool) {
  const rows = await linhas<{ ultima: string | null }>(
    pool,
    'drizzle.__drizzle_migrations',
    'select max(created_at)::text as ultima from drizzle.__drizzle_migrations',
  )
  return rows?.[0]?.ultima ? Number(rows[0].ultima) : null
}

/** The rows of `sql`, or null when `tabela` does not exist yet. */
async function linhas<T extends pg.QueryResultRow>(pool: pg.Pool, tabela: string, sql: string) {
  const { rows } = await pool.query<{ existe: boolean }>('select to_regclass($1) is not null as existe', [
    tabela,
  ])
  if (!rows[0]?.existe) return null
  return (await pool.query<T>(sql)).rows
}
