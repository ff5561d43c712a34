// Recria on many processes, as a deployment runs it: one PostgreSQL (embedded), a local S3 server
// (s3rver as its own process, decision 033), `db:migrate` once, three HTTP-only processes and one
// worker, each with its own data folder and the same token key, behind haproxy. The people of the
// fault-recovery run (falhas/mundo.ts) are seeded into it and act through the balancer.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureAppRole, ensureDatabase, startEmbeddedPostgres } from '@recria/postgres/embedded'
import { freePort } from '@recria/postgres/free-port'
import { pino } from 'pino'
import { criarCliente, type Observador } from '../falhas/cliente.ts'
import { povoar, SIM_TOKEN } from '../falhas/mundo.ts'
import { executar, processoReiniciavel, servidorReiniciavel } from '../falhas/servidor.ts'
import { createDb } from '../src/db/client.ts'
import { createS3Storage } from '../src/lib/storage-s3.ts'
import { balanceador } from './balanceador.ts'

export const HTTP_PROCESSOS = 3
/** Each process's pool (DB_POOL_MAX): small, so the budget is tight enough to mean something. */
export const POOL_MAX = 6
/** The test's own pool (sellers' lists, the provider's side, the sampling of connections). */
export const POOL_DO_TESTE = 4

/**
 * Connections the run may hold at once: each HTTP process's pool (pg-boss and the simulator share
 * it), the worker's pool, one LISTEN connection per HTTP process (opened at start for the storefront's
 * cache, decision 037; the notification streams share it), and the test's own pool. pg-boss opens no pool of its own here (lib/boss.ts).
 */
export function orcamentoDeConexoes() {
  const partes = {
    http: HTTP_PROCESSOS * POOL_MAX,
    worker: POOL_MAX,
    listen: HTTP_PROCESSOS,
    pgBoss: 0,
    teste: POOL_DO_TESTE,
  }
  return { ...partes, total: Object.values(partes).reduce((a, b) => a + b, 0) }
}

const S3RVER = 'node_modules/s3rver/bin/s3rver.js'

export async function criarCluster(observador: Observador) {
  const dir = await mkdtemp(path.join(tmpdir(), 'recria-cluster-'))
  await chmod(dir, 0o755) // the embedded server may run as the 'postgres' system user
  const paradas: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })]
  /** Everything started so far, stopped in reverse order (also after a failure half-way). */
  const encerrar = async () => {
    for (const parar of paradas.splice(0).reverse()) await parar().catch(() => {})
  }
  try {
    const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort())
    paradas.push(() => postgres.stop())
    await ensureDatabase(postgres.url('postgres'), 'recria')
    await ensureAppRole(postgres.url('postgres'))
    // The processes sign in as the application's role; the release step migrates as the owner (decision 043).
    const databaseUrl = postgres.appUrl('recria')

    const portaS3 = await freePort()
    await mkdir(path.join(dir, 's3'))
    const s3 = processoReiniciavel({
      script: S3RVER,
      args: [
        '-d',
        path.join(dir, 's3'),
        '-a',
        '127.0.0.1',
        '-p',
        String(portaS3),
        '--configure-bucket',
        'recria',
      ],
      env: {},
      pronto: 'S3rver listening',
    })
    paradas.push(() => s3.parar())
    await s3.iniciar()
    const s3Env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${portaS3}`,
      S3_BUCKET: 'recria',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }

    const tokenKey = randomBytes(32)
    const portaBalanceador = await freePort()
    const publicUrl = `http://127.0.0.1:${portaBalanceador}`
    const comum = {
      DATABASE_URL: databaseUrl,
      MIGRATION_DATABASE_URL: postgres.url('recria'),
      PUBLIC_URL: publicUrl,
      // The provider (the simulator, served by every HTTP process) at one address, as Mercado Pago is:
      // its default, this process's own port, is no address at all for the worker, which never listens.
      MP_API_URL: `${publicUrl}/mp-sim`,
      MP_TOKEN_KEY: tokenKey.toString('hex'),
      MP_SIM_CONTROL_TOKEN: SIM_TOKEN,
      MP_SIM_WEBHOOK_RETRY_DELAYS_MS: '500,1000,2000,4000,8000,15000',
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_MAX: '1000000',
      SEED_DEMO: 'false',
      MIGRATE_ON_START: 'false',
      PROCESS_COUNT: String(HTTP_PROCESSOS + 1),
      DB_POOL_MAX: String(POOL_MAX),
      TRUST_PROXY: '127.0.0.1',
      ...s3Env,
    }
    const dataDir = async (nome: string) => {
      const d = path.join(dir, nome)
      await mkdir(d)
      return d
    }

    // The release step, once, before any process starts.
    await executar('apps/api/dist/migrate.js', { ...comum, DATA_DIR: await dataDir('migrate') })

    const dataDirs: string[] = []
    const servidores = []
    for (let i = 1; i <= HTTP_PROCESSOS; i++) {
      const d = await dataDir(`api${i}`)
      dataDirs.push(d)
      servidores.push(
        servidorReiniciavel({ ...comum, PORT: String(await freePort()), DATA_DIR: d, JOBS_WORKERS: 'false' }),
      )
    }
    const dirWorker = await dataDir('worker')
    dataDirs.push(dirWorker)
    const worker = processoReiniciavel({
      script: 'apps/api/dist/worker.js',
      // Its ready line is an info line.
      env: { ...comum, DATA_DIR: dirWorker, LOG_LEVEL: 'info' },
      pronto: 'worker: filas e agendamentos em execução',
    })
    for (const s of servidores) paradas.push(() => s.parar())
    paradas.push(() => worker.parar())
    await Promise.all([...servidores.map((s) => s.iniciar()), worker.iniciar()])

    const lb = await balanceador(
      dir,
      portaBalanceador,
      servidores.map((s) => Number(new URL(s.baseUrl).port)),
    )
    paradas.push(() => lb.parar())
    await lb.iniciar()

    const { db, pool } = createDb(databaseUrl, POOL_DO_TESTE, pino({ level: 'warn' }))
    paradas.push(() => pool.end())
    pool.on('error', () => {})
    // Behind the balancer a person whose request failed tries again at once: the other processes are up.
    const api = criarCliente(lb.baseUrl, () => new Promise((resolve) => setTimeout(resolve, 300)), {
      ...observador,
      balanceador: true,
    })
    const storage = await createS3Storage({
      endpoint: s3Env.S3_ENDPOINT,
      bucket: s3Env.S3_BUCKET,
      region: s3Env.S3_REGION,
      accessKeyId: s3Env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY,
    })
    const povo = await povoar({ api, baseUrl: lb.baseUrl, db, storage, tokenKey })

    return { dir, servidores, worker, lb, s3, api, db, pool, dataDirs, ...povo, encerrar }
  } catch (error) {
    await encerrar()
    throw error
  }
}

export type Cluster = Awaited<ReturnType<typeof criarCluster>>
