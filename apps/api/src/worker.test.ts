// Process roles (decision 034): two `npm run worker` processes and an HTTP-only server
// (JOBS_WORKERS=false) on one database. A job the HTTP process sends runs once, on a worker; the HTTP
// process runs none; every process stops cleanly on SIGTERM.
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@recria/postgres/free-port'
import { createTestDatabase, type TestDatabase } from '@recria/postgres/test-database'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '../test/fixtures.ts'
import { iniciar, type Processo, pararTodos } from '../test/processes.ts'

let banco: TestDatabase
let pool: pg.Pool
const pastas: string[] = []
let workers: Processo[]
let http: Processo
let baseUrl: string

const outbox = (dir: string) => {
  const folder = path.join(dir, 'outbox')
  return existsSync(folder) ? readdirSync(folder).map((f) => path.join(folder, f)) : []
}

beforeAll(async () => {
  banco = await createTestDatabase()
  pool = new pg.Pool({ connectionString: banco.url, max: 2 })
  pool.on('error', () => {}) // the database is dropped WITH (FORCE) at the end
  // Every process of a deployment shares the key that encrypts queued e-mails; each has its own disk.
  const comum = {
    DATABASE_URL: banco.url,
    MP_TOKEN_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  }
  const pasta = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'recria-papel-'))
    pastas.push(dir)
    return dir
  }
  workers = [
    iniciar('apps/api/src/worker.ts', [], { ...comum, DATA_DIR: await pasta() }),
    iniciar('apps/api/src/worker.ts', [], { ...comum, DATA_DIR: await pasta() }),
  ]
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  http = iniciar('apps/api/src/server.ts', [], {
    ...comum,
    DATA_DIR: await pasta(),
    JOBS_WORKERS: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
  })
  await Promise.all([
    ...workers.map((w) => w.aguardar('worker: filas e agendamentos em execução')),
    http.aguardar('Recria está no ar'),
  ])
}, 180_000)

afterAll(async () => {
  pararTodos()
  await pool?.end()
  await banco?.drop()
  await Promise.all(pastas.map((dir) => rm(dir, { recursive: true, force: true })))
})

const post = (url: string, body: unknown) =>
  fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  })

describe('two workers and an HTTP-only process', () => {
  it('a job sent by the HTTP process runs exactly once, on a worker', async () => {
    const conta = registration()
    expect((await post('/api/usuarios', conta)).status).toBe(201)
    const pedido = await post('/api/auth/esqueci-senha', { email: conta.email })
    expect(pedido.status).toBe(200)

    const [w1, w2, h] = pastas as [string, string, string]
    const deadline = Date.now() + 30_000
    while (outbox(w1).length + outbox(w2).length === 0) {
      if (Date.now() > deadline) throw new Error(workers.map((w) => w.saida()).join('\n---\n'))
      await new Promise((r) => setTimeout(r, 200))
    }
    // Time for a second delivery, were there one (both workers poll every second).
    await new Promise((r) => setTimeout(r, 3000))
    const enviados = [...outbox(w1), ...outbox(w2)]
    expect(enviados).toHaveLength(1)
    expect(outbox(h)).toEqual([])
    expect(readFileSync(enviados[0] as string, 'utf8')).toContain(conta.email)

    const { rows } = await pool.query(
      `select state, retry_count from pgboss.job where name = 'email' order by created_on`,
    )
    expect(rows).toEqual([{ state: 'completed', retry_count: 0 }])
  }, 60_000)

  it('every process stops cleanly on SIGTERM', async () => {
    const codigos = await Promise.all([...workers, http].map((p) => p.parar()))
    expect(codigos, [...workers, http].map((p) => p.saida()).join('\n---\n')).toEqual([0, 0, 0])
    for (const w of workers) expect(w.saida()).toContain('worker: encerrando')
  }, 60_000)
})
