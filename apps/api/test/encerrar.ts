// Closing a test file's app and database within a bound, whatever the machine is doing. On a busy
// machine (every core taken by other processes) closing once outlasted the 60 s hook limit: a step
// that waits on the database (the job queue's last writes, the webhook dispatcher's release, a pool
// whose last client a job still held) had no deadline of its own. Each step now has one; past it,
// the step's work in flight is named on stderr and the database is dropped with FORCE, which ends
// every connection still open, so nothing later can wait on it.

import type { TestDatabase } from '@recria/postgres/test-database'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'

export interface Prazos {
  /** The app's own close: its job queue already gives running jobs 10 s (app.ts). */
  appMs: number
  /** The pool once the app closed: only a client still held by work the app left running is waited on. */
  poolMs: number
}
const PRAZOS: Prazos = { appMs: 20_000, poolMs: 10_000 }

type Passo = 'o app' | 'o pool'

async function dentroDoPrazo(trabalho: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const prazo = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([trabalho.then(() => true), prazo])
  } finally {
    clearTimeout(timer)
  }
}

/** What still runs on the file's database, for the line that says why closing was cut short. */
async function emCurso(url: string) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query<{ state: string; wait: string | null; query: string }>(
      `select state, wait_event_type || ':' || wait_event as wait, left(query, 160) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    )
    return (
      rows.map((r) => `  ${r.state} ${r.wait ?? ''} ${r.query.replace(/\s+/g, ' ')}`).join('\n') || '  (nada)'
    )
  } catch (error) {
    return `  (não foi possível ler: ${(error as Error).message})`
  } finally {
    await client.end().catch(() => {})
  }
}

async function avisar(passo: Passo, ms: number, database: TestDatabase, pool: pg.Pool) {
  const conexoes = `${pool.totalCount} conexões, ${pool.idleCount} ociosas, ${pool.waitingCount} aguardando`
  console.warn(
    `Fechar ${passo} passou de ${ms} ms (${conexoes}); o banco do arquivo é removido à força. Em curso:\n${await emCurso(database.url)}`,
  )
}

/** Closes the app, ends the pool and drops the database, each step within its deadline. */
export async function encerrarNoPrazo(
  app: FastifyInstance,
  pool: pg.Pool,
  database: TestDatabase,
  { appMs, poolMs }: Prazos = PRAZOS,
) {
  const fechando = app.close()
  if (!(await dentroDoPrazo(fechando, appMs))) await avisar('o app', appMs, database, pool)
  const terminando = pool.end()
  if (!(await dentroDoPrazo(terminando, poolMs))) await avisar('o pool', poolMs, database, pool)
  // With FORCE: ends the connections of whatever is still running, so the steps above finish.
  await database.drop()
  // Whatever still waits past this has nothing left to wait on: it ends with the worker.
  if (!(await dentroDoPrazo(Promise.allSettled([fechando, terminando]), poolMs)))
    console.warn(`Fechar o app ou o pool não terminou ${poolMs} ms após remover o banco; seguindo.`)
}
