// The real server on SIGTERM: /api/pronto answers 503 at once, the process keeps answering for
// SHUTDOWN_DRAIN_MS, then it closes and exits 0.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@recria/postgres/free-port'
import { createTestDatabase, type TestDatabase } from '@recria/postgres/test-database'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { iniciar, type Processo, pararTodos } from '../../../test/processes.ts'

let banco: TestDatabase
let pasta: string
let servidor: Processo
let baseUrl: string
const DRENO_MS = 2_000

beforeAll(async () => {
  banco = await createTestDatabase()
  pasta = await mkdtemp(path.join(tmpdir(), 'recria-encerramento-'))
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  servidor = iniciar('apps/api/src/server.ts', [], {
    DATABASE_URL: banco.url,
    MP_TOKEN_KEY: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    DATA_DIR: pasta,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SHUTDOWN_DRAIN_MS: String(DRENO_MS),
  })
  await servidor.aguardar('Recria está no ar')
}, 120_000)

afterAll(async () => {
  pararTodos()
  await banco?.drop()
  await rm(pasta, { recursive: true, force: true })
})

const get = (url: string) => fetch(`${baseUrl}${url}`)

it('fails readiness from SIGTERM on, serves through the drain, then exits 0', async () => {
  expect((await get('/api/pronto')).status).toBe(200)
  const enviado = Date.now()
  servidor.child.kill('SIGTERM')
  // The signal reaches the process at once; the next probe already sees it.
  await new Promise((r) => setTimeout(r, 200))
  const pronto = await get('/api/pronto')
  expect(pronto.status).toBe(503)
  expect(await pronto.json()).toEqual({
    status: 'indisponivel',
    mensagem: 'Este processo está encerrando e não recebe novas requisições.',
  })
  const saude = await get('/api/saude')
  expect(saude.status).toBe(200)
  expect(await saude.json()).toEqual({ status: 'ok' })
  expect(await servidor.fim).toBe(0)
  expect(Date.now() - enviado).toBeGreaterThanOrEqual(DRENO_MS)
}, 60_000)
