// The release step (decision 034): processes starting together on an empty database migrate it
// exactly once under the advisory lock; a server that does not migrate at boot refuses a database
// that is behind.
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@recria/postgres/free-port'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { emptyDatabase, iniciar, pararTodos, ROOT } from '../../test/processes.ts'
import { testConfig } from '../config.ts'
import { MIGRATIONS_DIR, migracoesEmDia, migrarAoIniciar, TRAVA } from './migrate.ts'

const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
)
/** The simulator's migrations are its numbered files (apps/mp-simulator/src/db/NNN-*.ts). */
const SIMULADOR = readdirSync(path.join(ROOT, 'apps/mp-simulator/src/db'))
  .filter((f) => /^\d{3}-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort()

afterEach(() => pararTodos())

describe('npm run db:migrate, three at once on an empty database', () => {
  let banco: Awaited<ReturnType<typeof emptyDatabase>>
  let pool: pg.Pool
  beforeAll(async () => {
    banco = await emptyDatabase()
    pool = new pg.Pool({ connectionString: banco.url, max: 2 })
    pool.on('error', () => {}) // the database is dropped WITH (FORCE) at the end
  })
  afterAll(async () => {
    await pool.end()
    await banco.drop()
  })

  it('all three succeed and every migration (Recria, simulator, pg-boss) is applied once', async () => {
    expect(await migracoesEmDia(pool, { simulador: true })).toBe(false)
    // The test holds the lock until the three wait on it: they really contend, whatever their start times.
    const trava = new pg.Client({ connectionString: banco.url })
    trava.on('error', () => {})
    await trava.connect()
    await trava.query('select pg_advisory_lock($1)', [TRAVA.migracoes])
    const cli = 'apps/api/src/db/migrate-cli.ts'
    const processos = [1, 2, 3].map(() =>
      iniciar(cli, ['--database-url', banco.url], { MP_MODE: 'simulador' }),
    )
    const esperando = async () => {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and not l.granted and d.datname = $1`,
        [banco.name],
      )
      return rows[0]?.n
    }
    const deadline = Date.now() + 90_000
    while ((await esperando()) !== 3) {
      if (Date.now() > deadline) throw new Error(processos.map((p) => p.saida()).join('\n---\n'))
      await new Promise((r) => setTimeout(r, 100))
    }
    await trava.end() // the lock goes with the session

    const codigos = await Promise.all(processos.map((p) => p.fim))
    expect(codigos, processos.map((p) => p.saida()).join('\n---\n')).toEqual([0, 0, 0])
    for (const p of processos) expect(p.saida()).toMatch(/^Migrações em dia \(\d+ ms\)\.\n$/)

    const drizzle = await pool.query<{ total: number; distintos: number }>(
      'select count(*)::int as total, count(distinct hash)::int as distintos from drizzle.__drizzle_migrations',
    )
    expect(drizzle.rows[0]).toEqual({ total: journal.entries.length, distintos: journal.entries.length })
    const simulador = await pool.query<{ id: string }>('select id from mp_sim.migrations order by id')
    expect(simulador.rows.map((r) => r.id)).toEqual(SIMULADOR)
    const boss = await pool.query<{ version: number }>('select version from pgboss.version')
    expect(boss.rows).toEqual([{ version: 24 }])
    expect(await migracoesEmDia(pool, { simulador: true })).toBe(true)
  }, 120_000)

  it('run again, it finds nothing to do', async () => {
    const p = iniciar('apps/api/src/db/migrate-cli.ts', ['--database-url', banco.url], {})
    expect(await p.fim).toBe(0)
    const { rows } = await pool.query<{ total: number }>(
      'select count(*)::int as total from drizzle.__drizzle_migrations',
    )
    expect(rows[0]?.total).toBe(journal.entries.length)
  }, 120_000)

  it('migracoesEmDia: a migration missing from any of the three makes the database behind', async () => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      )
      expect(await migracoesEmDia(pool, { simulador: true })).toBe(true) // the other connection sees no change yet
      await client.query('rollback')
    } finally {
      client.release()
    }
    await pool.query(`delete from mp_sim.migrations where id = '005-shipments'`)
    expect(await migracoesEmDia(pool, { simulador: true })).toBe(false)
    // Without the simulator (MP_MODE=live) its tables are not Recria's concern.
    expect(await migracoesEmDia(pool, { simulador: false })).toBe(true)
    await pool.query(`insert into mp_sim.migrations (id) values ('005-shipments')`)
    await pool.query(`update pgboss.version set version = 23`)
    expect(await migracoesEmDia(pool, { simulador: true })).toBe(false)
    await pool.query(`update pgboss.version set version = 24`)
    await pool.query(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    )
    expect(await migracoesEmDia(pool, { simulador: true })).toBe(false)
  })
})

describe('MIGRATE_ON_START', () => {
  it('is on by default only with the embedded database, and either way when set', () => {
    const externo = { DATABASE_URL: 'postgres://recria@banco:5432/recria' }
    expect(migrarAoIniciar(testConfig())).toBe(true)
    expect(migrarAoIniciar(testConfig(externo))).toBe(false)
    expect(migrarAoIniciar(testConfig({ ...externo, MIGRATE_ON_START: 'true' }))).toBe(true)
    expect(migrarAoIniciar(testConfig({ MIGRATE_ON_START: 'false' }))).toBe(false)
    expect(() => testConfig({ MIGRATE_ON_START: 'sim' })).toThrow('MIGRATE_ON_START')
  })
})

describe('the server with MIGRATE_ON_START=false', () => {
  it('refuses to start on a database that is behind, and says to run npm run db:migrate', async () => {
    const banco = await emptyDatabase()
    try {
      const servidor = iniciar('apps/api/src/server.ts', [], {
        DATABASE_URL: banco.url,
        MIGRATE_ON_START: 'false',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
      })
      expect(await servidor.fim).toBe(1)
      expect(servidor.saida()).toContain(
        '✖ O banco de dados não está com as migrações em dia. Rode `npm run db:migrate` (com o mesmo DATABASE_URL) e inicie de novo; ou use MIGRATE_ON_START=true para migrar ao iniciar.',
      )
      // Nothing was created.
      const pool = new pg.Pool({ connectionString: banco.url, max: 1 })
      pool.on('error', () => {})
      const { rows } = await pool.query(`select to_regclass('drizzle.__drizzle_migrations') as t`)
      await pool.end()
      expect(rows).toEqual([{ t: null }])
    } finally {
      await banco.drop()
    }
  }, 120_000)
})

describe('two servers starting together on an empty database (MIGRATE_ON_START, SEED_DEMO)', () => {
  it('both start; the database is migrated once and seeded once', async () => {
    const banco = await emptyDatabase()
    const pool = new pg.Pool({ connectionString: banco.url, max: 1 })
    pool.on('error', () => {})
    const pastas = await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'recria-boot-'))))
    try {
      const chave = randomBytes(32).toString('hex')
      const servidores = await Promise.all(
        pastas.map(async (dir) => {
          const port = await freePort()
          return iniciar('apps/api/src/server.ts', [], {
            DATABASE_URL: banco.url,
            MIGRATE_ON_START: 'true',
            SEED_DEMO: 'true',
            MP_TOKEN_KEY: chave,
            DATA_DIR: dir,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
          })
        }),
      )
      await Promise.all(servidores.map((s) => s.aguardar('Recria está no ar', 150_000)))
      const semeou = servidores.filter((s) => s.saida().includes('dados de demonstração criados'))
      expect(semeou, servidores.map((s) => s.saida()).join('\n---\n')).toHaveLength(1)
      const { rows } = await pool.query<{ total: number; distintos: number }>(
        'select count(*)::int as total, count(distinct hash)::int as distintos from drizzle.__drizzle_migrations',
      )
      expect(rows[0]).toEqual({ total: journal.entries.length, distintos: journal.entries.length })
      const contas = await pool.query<{ total: number }>(
        `select count(*)::int as total from usuarios where email = 'comprador@recria.com.br'`,
      )
      expect(contas.rows[0]?.total).toBe(1)
      expect(await Promise.all(servidores.map((s) => s.parar()))).toEqual([0, 0])
    } finally {
      await pool.end()
      await banco.drop()
      await Promise.all(pastas.map((dir) => rm(dir, { recursive: true, force: true })))
    }
  }, 240_000)
})
