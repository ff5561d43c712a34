import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { pino } from 'pino'
import type { Config } from '../config.ts'
import * as schema from './schema/index.ts'

/** Where the pool reports a lost connection (the app's pino logger, or any with the same call). */
export interface PoolLog {
  error(details: object, message: string): void
}

/** The pool's settings (config: DB_POOL_MAX, DB_CONNECTION_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_PGBOUNCER). */
export interface PoolSettings {
  max?: number
  /** How long a query waits for a connection (0: forever). */
  connectionTimeoutMs?: number
  /** PostgreSQL's statement_timeout on every connection (0 or unset: the server's). */
  statementTimeoutMs?: number
  /**
   * The URL is a PgBouncer in transaction mode: consecutive statements may run on different server
   * connections, so no named prepared statement (Drizzle's `.prepare(name)` sends one) and no
   * startup parameter PgBouncer would refuse.
   */
  pgbouncer?: boolean
}

/** The settings of a process's pool from its config (the server, the worker and the commands alike). */
export const poolSettings = (
  config: Pick<
    Config,
    'DB_POOL_MAX' | 'DB_CONNECTION_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_PGBOUNCER'
  >,
): PoolSettings => ({
  max: config.DB_POOL_MAX,
  connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  pgbouncer: config.DB_PGBOUNCER,
})

/**
 * A pg client that never names a statement: the name is dropped, the query runs unnamed (parsed
 * each time, which is what a transaction-mode pooler needs).
 */
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only rewrites its first argument.
  override query(config: any, ...rest: any[]): any {
    if (config && typeof config === 'object' && typeof config.name === 'string') {
      const { name: _name, ...unnamed } = config
      // A pg.Query-like object (submittable) keeps its prototype; a plain config is copied.
      if (typeof config.submit === 'function') {
        config.name = undefined
        return super.query(config, ...rest)
      }
      return super.query(unnamed, ...rest)
    }
    return super.query(config, ...rest)
  }
}

/** pg.Pool's options for these settings. */
export function poolOptions(connectionString: string, settings: PoolSettings = {}): pg.PoolConfig {
  const { max = 10, connectionTimeoutMs = 0, statementTimeoutMs = 0, pgbouncer = false } = settings
  return {
    connectionString,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Sent at connection start; PgBouncer refuses unknown startup parameters, so there it is a SET.
    ...(statementTimeoutMs > 0 && !pgbouncer && { statement_timeout: statementTimeoutMs }),
    ...(pgbouncer && { Client: UnnamedStatementsClient }),
  }
}

/**
 * A lost connection (the server restarted, an administrator ended the session, the network
 * dropped) is logged and never crashes the process: the pool opens a new one for the next query.
 */
export function createDb(
  connectionString: string,
  settings: number | PoolSettings = 10,
  log: PoolLog = pino(),
) {
  const options = typeof settings === 'number' ? { max: settings } : settings
  const pool = new pg.Pool(poolOptions(connectionString, options))
  if (options.pgbouncer && options.statementTimeoutMs) {
    // Every connection of this pool sets the same value, so sharing server connections is harmless.
    const timeout = Math.floor(options.statementTimeoutMs)
    pool.on('connect', (client) => {
      client.query(`set statement_timeout = ${timeout}`).catch(() => {})
    })
  }
  watchConnections(pool, connectionString, log)
  const db = drizzle({ client: pool, schema })
  return { db, pool }
}

function watchConnections(pool: pg.Pool, connectionString: string, log: PoolLog) {
  const url = new URL(connectionString)
  const context = () => ({
    banco: url.pathname.slice(1),
    servidor: url.host,
    conexoes: { total: pool.totalCount, ociosas: pool.idleCount, aguardando: pool.waitingCount },
  })
  // The error alone: pg attaches the whole client (its buffers, parameters and password) to it.
  const details = (err: Error) => ({
    err: { type: err.name, message: err.message, code: pgCode(err) },
    ...context(),
  })
  // An idle client: the pool drops it and reports it here (with no listener the process would crash).
  // Once the pool is ending, its connections closing is expected (a database dropped with FORCE, say).
  pool.on('error', (err) => {
    if (!pool.ending) log.error(details(err), 'PostgreSQL: uma conexão ociosa do pool caiu')
  })
  // A checked-out client (a transaction between two queries) has no listener of the pool's: an error
  // event on it would crash the process. The query in flight, if any, fails on its own.
  const checkedOut = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_err, client) => checkedOut.delete(client))
  pool.on('connect', (client) => {
    // A dropped connection reports twice (the server's message, then the closed socket): log once.
    let reported = false
    client.on('error', (err) => {
      if (reported || !checkedOut.has(client)) return
      reported = true
      log.error(details(err), 'PostgreSQL: uma conexão em uso caiu; a operação em curso falha')
    })
  })
}

const pgCode = (err: Error) => ('code' in err && typeof err.code === 'string' ? err.code : undefined)

export type Db = ReturnType<typeof createDb>['db']
/** A transaction handle; repositories accept either this or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx
