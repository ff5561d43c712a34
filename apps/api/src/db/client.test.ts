// A connection that PostgreSQL ends (restart, administrator, network) is logged with its context and
// never crashes the process, whether it sat idle in the pool or was checked out by a transaction.

import { createTestDatabase } from '@recria/postgres/test-database'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eventually } from '../../test/payments.ts'
import { createDb } from './client.ts'

const logged: { details: Record<string, unknown>; message: string }[] = []
const log = { error: (details: object, message: string) => logged.push({ details: { ...details }, message }) }

let database: Awaited<ReturnType<typeof createTestDatabase>>
let admin: pg.Client
let pool: pg.Pool
beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  pool = createDb(database.url, 4, log).pool
})
afterAll(async () => {
  await pool.end()
  await admin.end()
  await database.drop()
})

const pidOf = async (client: pg.PoolClient) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid
const terminate = (pid: number | undefined) => admin.query('select pg_terminate_backend($1)', [pid])

it('logs an idle connection that PostgreSQL ends, and serves the next query', async () => {
  const client = await pool.connect()
  const pid = await pidOf(client)
  client.release()
  await terminate(pid)

  const line = await eventually('o registro da conexão ociosa', async () => logged.shift())
  expect(line.message).toBe('PostgreSQL: uma conexão ociosa do pool caiu')
  expect(line.details).toMatchObject({ banco: new URL(database.url).pathname.slice(1) })
  // The error without the client pg attaches to it (its buffers and connection parameters).
  expect(line.details.err).toEqual({
    type: 'error',
    message: 'terminating connection due to administrator command',
    code: '57P01',
  })
  expect((await pool.query('select 1 as um')).rows).toEqual([{ um: 1 }])
})

it('logs a connection ended in the middle of a transaction, and serves the next query', async () => {
  const client = await pool.connect()
  await client.query('begin')
  const pid = await pidOf(client)
  await terminate(pid)

  const line = await eventually('o registro da conexão em uso', async () => logged.shift())
  expect(line.message).toBe('PostgreSQL: uma conexão em uso caiu; a operação em curso falha')
  expect(line.details).toMatchObject({ conexoes: { total: 1 } })
  await expect(client.query('select 1')).rejects.toThrow()
  client.release(true)
  expect((await pool.query('select 1 as um')).rows).toEqual([{ um: 1 }])
  expect(logged).toEqual([])
})

it('stays quiet about the connections a pool that is ending closes', async () => {
  const { pool: ending } = createDb(database.url, 2, log)
  const client = await ending.connect()
  const pid = await pidOf(client)
  client.release()
  // PostgreSQL ends the backend while the pool is closing it: its FATAL message still arrives.
  await Promise.all([terminate(pid), ending.end()])
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(logged).toEqual([])
})
