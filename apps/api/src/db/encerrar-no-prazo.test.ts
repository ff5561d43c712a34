// Closing a test file's app and database ends within its deadlines even when a step never would on
// its own (test/encerrar.ts): an onClose hook that hangs, a pool client a job never gives back. On a
// busy machine such a step once held a file's close past the 60 s hook limit.
import { createTestDatabase } from '@recria/postgres/test-database'
import Fastify from 'fastify'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encerrarNoPrazo } from '../../test/encerrar.ts'

const existe = async (url: string) => {
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: url.replace(`/${name}`, '/postgres') })
  await admin.connect()
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  } finally {
    await admin.end()
  }
}

afterEach(() => vi.restoreAllMocks())

describe('closing a test file', () => {
  it('goes on past a hook that hangs and a client never given back, names what ran, and drops the database', async () => {
    const database = await createTestDatabase()
    const pool = new pg.Pool({ connectionString: database.url, max: 2 })
    pool.on('error', () => {})
    const preso = await pool.connect()
    preso.on('error', () => {})
    await preso.query('begin')
    await preso.query('select 1 as trabalho_que_ficou')
    const app = Fastify()
    app.addHook('onClose', () => new Promise<void>(() => {}))
    await app.ready()
    const avisos = vi.spyOn(console, 'warn').mockImplementation(() => {})

    await encerrarNoPrazo(app, pool, database, { appMs: 200, poolMs: 200 })

    expect(await existe(database.url)).toBe(false)
    const ditos = avisos.mock.calls.map(([texto]) => String(texto))
    expect(ditos[0]).toMatch(/^Fechar o app passou de 200 ms \(1 conexões, 0 ociosas, 0 aguardando\)/)
    expect(ditos[0]).toContain('idle in transaction')
    expect(ditos[1]).toMatch(/^Fechar o pool passou de 200 ms/)
  })

  it('says nothing when every step ends in time', async () => {
    const database = await createTestDatabase()
    const pool = new pg.Pool({ connectionString: database.url, max: 2 })
    // The pool's end resolves before its last connection has closed: the drop with FORCE may still
    // end that connection, which the pool reports as an error of a client it no longer holds.
    pool.on('error', () => {})
    await pool.query('select 1')
    const app = Fastify()
    await app.ready()
    const avisos = vi.spyOn(console, 'warn').mockImplementation(() => {})

    await encerrarNoPrazo(app, pool, database)

    expect(await existe(database.url)).toBe(false)
    expect(avisos).not.toHaveBeenCalled()
  })
})
