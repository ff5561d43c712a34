// `npm run worker`: the job workers, pg-boss's schedules and its supervisor, with no HTTP listener
// (decision 034). It builds the same app as the server (one composition root: the same storage, mail
// and services) and never listens. HTTP processes run with JOBS_WORKERS=false beside it.

import { embeddedUrl, isPortFree } from '@recria/postgres/embedded'
import { buildApp } from './app.ts'
import { createDb, poolSettings } from './db/client.ts'
import { MIGRACOES_PENDENTES, migracoesEmDia, migrarAoIniciar, migrarBanco } from './db/migrate.ts'
import { contasDeDemonstracao } from './db/seed/demo-no-banco.ts'
import { configOuFalha, fail } from './inicio.ts'
import { createLogger } from './lib/log-redact.ts'
import { contasDeDemonstracaoEmProducao } from './producao.ts'

// A worker works whatever JOBS_WORKERS says: that setting is for the HTTP processes. It serves no
// storefront, so it keeps no answers and opens no LISTEN connection for them (decision 037).
const config = {
  ...configOuFalha(),
  JOBS_WORKERS: true,
  CACHE_VITRINE_ENTRADAS: 0,
  CACHE_CARRINHOS_ENTRADAS: 0,
}

// Without DATABASE_URL: the embedded database of a running `npm start` (which owns and starts it).
const databaseUrl =
  config.DATABASE_URL ??
  ((await isPortFree(config.EMBEDDED_PG_PORT))
    ? fail(
        'O worker precisa de um banco de dados: defina DATABASE_URL, ou inicie antes o npm start (que já roda os jobs no próprio processo).',
      )
    : embeddedUrl(config.EMBEDDED_PG_PORT, 'recria', { app: true }))
// The tables' owner migrates (decision 043): MIGRATION_DATABASE_URL, or the embedded server's owner.
const ownerUrl =
  config.MIGRATION_DATABASE_URL ??
  (config.DATABASE_URL ? undefined : embeddedUrl(config.EMBEDDED_PG_PORT, 'recria'))

const { db, pool } = createDb(databaseUrl, poolSettings(config), createLogger(config))
// Migrations and session locks need the database itself, not a pooler (DATABASE_DIRECT_URL).
const directUrl = config.DATABASE_DIRECT_URL ?? databaseUrl
const simulador = config.mp.mode === 'simulador'
if (migrarAoIniciar(config)) {
  await migrarBanco(ownerUrl ?? directUrl, { simulador, aplicacaoUrl: directUrl }).catch((error: Error) =>
    fail(`Não foi possível migrar o banco de dados: ${error.message}`),
  )
} else if (!(await migracoesEmDia(pool, { simulador }))) {
  fail(MIGRACOES_PENDENTES)
}

// Production never starts beside accounts whose password is public (decision 043).
if (config.NODE_ENV === 'production') {
  const demo = await contasDeDemonstracao(db)
  if (demo.length > 0) fail(contasDeDemonstracaoEmProducao(demo))
}

const app = await buildApp({ config, db })
await app.ready()

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'worker: encerrando (os jobs em andamento terminam antes)')
  // onClose stops pg-boss gracefully: running jobs finish (up to 10 s), no new ones are fetched.
  await app.close().catch((err) => app.log.error({ err }, 'worker: erro ao encerrar'))
  await pool.end().catch(() => {})
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

app.log.info({ pid: process.pid }, 'worker: filas e agendamentos em execução')
