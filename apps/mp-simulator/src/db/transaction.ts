import type pg from 'pg'

/** Runs `work` in one transaction on one connection; rolls back on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** Anything that can run a query: the pool or a transaction's client. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient
