import type pg from 'pg'

/** Anything that can run a query: the pool, or one transaction's client. */
export type Db = Pick<pg.PoolClient, 'query'>

/** Runs `work` in one transaction; rolls back on any error (a failed exchange must leave nothing behind). */
export async function inTransaction<T>(
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
