import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index.ts'

export function createDb(connectionString: string, max = 10) {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client losing its connection must not crash the process; the pool replaces it (the
  // app logs it too, see app.ts).
  pool.on('error', () => {})
  const db = drizzle({ client: pool, schema })
  return { db, pool }
}

export type Db = ReturnType<typeof createDb>['db']
/** A transaction handle; repositories accept either this or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx
