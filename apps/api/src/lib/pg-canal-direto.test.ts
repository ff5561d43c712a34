// LISTEN goes to DATABASE_DIRECT_URL when given (the pool may be a PgBouncer in transaction mode,
// where a LISTEN would be lost with its server connection), and to the pool's database otherwise.
import { createTestDatabase, type TestDatabase } from '@recria/postgres/test-database'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eventually } from '../../test/payments.ts'
import { createCanal } from './pg-canal.ts'

const silent = { error: () => {} }
let database: TestDatabase
let admin: pg.Client
beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
})
afterAll(async () => {
  await admin.end()
  await database.drop()
})

it('listens on the direct URL, never on the pool’s address', async () => {
  // A pool whose address nothing answers: were LISTEN to use it, subscribing would fail.
  const pool = new pg.Pool({
    connectionString: 'postgres://ninguem@127.0.0.1:1/nada',
    connectionTimeoutMillis: 500,
  })
  const direct = new URL(database.url)
  direct.searchParams.set('application_name', 'recria_listen_direto')
  const canal = createCanal(pool, 'canal_direto', silent, direct.toString())
  const recebidos: unknown[] = []
  try {
    await canal.assinar(7, { aviso: (p) => recebidos.push(p), encerrar: () => {} })
    const sessoes = await admin.query(
      `select count(*)::int as n from pg_stat_activity where application_name = 'recria_listen_direto'`,
    )
    expect(sessoes.rows[0]).toEqual({ n: 1 })
    await admin.query(`select pg_notify('canal_direto', '{"id_usuario":7,"ok":true}')`)
    await eventually('a notificação', async () => recebidos[0])
    expect(recebidos).toEqual([{ id_usuario: 7, ok: true }])
  } finally {
    await canal.close()
    await pool.end()
  }
})
