import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { pino } from 'pino'
import * as schema from './schema/index.ts'

/** Where the pool reports a lost connection (the app's pino logger, or any with the same call). */
export interface PoolLog {
  error(details: object, message: string): void
}

/**
 * A lost connection (the server restarted, an administrator ended the session, the network
 * dropped) is logged and never crashes the process: the pool opens a new one for the next query.
 */
export function createDb(connectionString: string, max = 10, log: PoolLog = pino()) {
  const pool = new pg.Pool({ connectionString, max })
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
