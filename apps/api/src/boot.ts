// How every process of the API starts and ends: the server (server.ts), the worker (worker.ts) and the
// commands (db/migrate-cli.ts, storage-copiar.ts, modules/reconciliacao/cli.ts,
// modules/usuarios/criar-operador.cli.ts). Each entry point hands it what it runs; reading the
// configuration, the production checks, the database, the signals and the close are done here once.
import {
  type EmbeddedServer,
  embeddedUrl,
  ensureAppRole,
  ensureDatabase,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import { contasDeDemonstracao } from '../seed/demo-no-banco.ts'
import { type Config, loadConfig } from './config.ts'
import { openCliDatabase } from './db/cli-database.ts'
import { createDb, type Db, poolSettings } from './db/client.ts'
import { MIGRACOES_PENDENTES, migracoesEmDia, migrarAoIniciar, migrarBanco } from './db/migrate.ts'
import { createLogger } from './lib/log-redact.ts'
import { contasDeDemonstracaoEmProducao } from './producao.ts'

/** Says why the process cannot go on, on stderr, and exits with code 1. */
export function falhar(message: string): never {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

/**
 * The configuration (config.ts, which refuses an unsafe production one), as the process adjusts it;
 * one that cannot be read ends the process with its problems.
 */
export function lerConfiguracao(ajustar: (config: Config) => Config = (config) => config): Config {
  try {
    return ajustar(loadConfig())
  } catch (error) {
    return falhar((error as Error).message)
  }
}

type Pool = ReturnType<typeof createDb>['pool']

/** A long-running process, its database open, migrated and checked. */
export interface Processo {
  config: Config
  db: Db
  pool: Pool
  /** The database itself, never a pooler (DATABASE_DIRECT_URL): session locks need it. */
  directUrl: string
  /** The embedded PostgreSQL the server started (no DATABASE_URL). */
  embedded?: EmbeddedServer
  /**
   * SIGINT and SIGTERM from now on: `encerrar` (the role's own close) runs once, then the pool and the
   * embedded PostgreSQL close and the process exits with code 0.
   */
  aoEncerrar(encerrar: (signal: string) => Promise<void>): void
}

/**
 * `servidor` starts the embedded PostgreSQL when there is no DATABASE_URL, and needs its port free;
 * `worker` uses the embedded database a running `npm start` serves (decision 034).
 */
export type Papel = 'servidor' | 'worker'

/**
 * Starts a long-running process: its configuration, its database migrated at start under the lock or
 * found up to date (MIGRATE_ON_START, decision 034) and without demo accounts in production
 * (decision 043); then `executar`.
 */
export async function iniciarProcesso({
  papel,
  ajustarConfig,
  executar,
}: {
  papel: Papel
  ajustarConfig?: (config: Config) => Config
  executar: (processo: Processo) => Promise<void>
}) {
  const config = lerConfiguracao(ajustarConfig)
  if (papel === 'servidor' && !(await isPortFree(config.PORT, config.HOST))) {
    falhar(
      `A porta ${config.PORT} já está em uso. Pare o outro processo ou escolha outra porta com PORT=3001 npm start.`,
    )
  }
  const { databaseUrl, ownerUrl, embedded } =
    papel === 'servidor' ? await bancoDoServidor(config) : await bancoDoWorker(config)

  const { db, pool } = createDb(databaseUrl, poolSettings(config), createLogger(config))
  // Migrations and session locks need the database itself, not a pooler (DATABASE_DIRECT_URL).
  const directUrl = config.DATABASE_DIRECT_URL ?? databaseUrl
  const simulador = config.mp.mode === 'simulador'
  // Processes starting together migrate once, under the advisory lock; with MIGRATE_ON_START off the
  // release step (`npm run db:migrate`) has done it, and a database behind refuses the start (decision 034).
  if (migrarAoIniciar(config)) {
    await migrarBanco(ownerUrl ?? directUrl, { simulador, aplicacaoUrl: directUrl }).catch((error: Error) =>
      falhar(`Não foi possível migrar o banco de dados: ${error.message}`),
    )
  } else if (!(await migracoesEmDia(pool, { simulador }))) {
    falhar(MIGRACOES_PENDENTES)
  }
  // Production never starts beside accounts whose password is public (decision 043).
  if (config.NODE_ENV === 'production') {
    const demo = await contasDeDemonstracao(db)
    if (demo.length > 0) falhar(contasDeDemonstracaoEmProducao(demo))
  }

  let stopping = false
  const aoEncerrar = (encerrar: (signal: string) => Promise<void>) => {
    const shutdown = async (signal: string) => {
      if (stopping) return
      stopping = true
      await encerrar(signal)
      await pool.end().catch(() => {})
      await embedded?.stop().catch(() => {})
      process.exit(0)
    }
    process.on('SIGINT', () => void shutdown('SIGINT'))
    process.on('SIGTERM', () => void shutdown('SIGTERM'))
  }
  await executar({ config, db, pool, directUrl, embedded, aoEncerrar })
}

/** DATABASE_URL, else the embedded PostgreSQL of DATA_DIR, started here. */
async function bancoDoServidor(config: Config) {
  let embedded: EmbeddedServer | undefined
  let databaseUrl = config.DATABASE_URL
  // The tables' owner migrates; the process itself signs in as the application's role (decision 043).
  let ownerUrl = config.MIGRATION_DATABASE_URL
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT).catch((error: Error) =>
      falhar(error.message),
    )
    await ensureDatabase(embedded.url('postgres'), 'recria')
    await ensureAppRole(embedded.url('postgres'))
    databaseUrl = embedded.appUrl('recria')
    ownerUrl = embedded.url('recria')
  }
  return { databaseUrl, ownerUrl, embedded }
}

/** DATABASE_URL, else the embedded database of a running `npm start` (which owns and starts it). */
async function bancoDoWorker(config: Config) {
  const databaseUrl =
    config.DATABASE_URL ??
    ((await isPortFree(config.EMBEDDED_PG_PORT))
      ? falhar(
          'O worker precisa de um banco de dados: defina DATABASE_URL, ou inicie antes o npm start (que já roda os jobs no próprio processo).',
        )
      : embeddedUrl(config.EMBEDDED_PG_PORT, 'recria', { app: true }))
  // The tables' owner migrates (decision 043): MIGRATION_DATABASE_URL, or the embedded server's owner.
  const ownerUrl =
    config.MIGRATION_DATABASE_URL ??
    (config.DATABASE_URL ? undefined : embeddedUrl(config.EMBEDDED_PG_PORT, 'recria'))
  return { databaseUrl, ownerUrl, embedded: undefined }
}

/**
 * A command that runs and exits: `executar` answers its exit code (0 when it answers no number) and
 * hands `aoFim` what must close after it, whatever happens. With `seFalhar`, an error it throws is
 * said on stderr in those words and exits with code 1; without, it is thrown on.
 */
export async function executarComando(
  executar: (aoFim: (fechar: () => Promise<unknown>) => void) => Promise<unknown>,
  { seFalhar }: { seFalhar?: (error: Error) => string } = {},
) {
  const fechamentos: (() => Promise<unknown>)[] = []
  try {
    const codigo = await executar((fechar) => fechamentos.push(fechar))
    if (typeof codigo === 'number') process.exitCode = codigo
  } catch (error) {
    if (!seFalhar) throw error
    console.error(`\n✖ ${seFalhar(error as Error)}\n`)
    process.exitCode = 1
  } finally {
    for (const fechar of fechamentos.reverse()) await fechar()
  }
}

/**
 * A command on the database of the command-line tools (db/cli-database.ts): the one given, else
 * DATABASE_URL, else the embedded PostgreSQL of DATA_DIR; closed after `executar`, which answers the
 * exit code.
 */
export function comandoNoBanco(
  databaseUrl: string | undefined,
  executar: (banco: { config: Config; db: Db; pool: Pool }) => Promise<number>,
) {
  return executarComando(async (aoFim) => {
    const config = lerConfiguracao()
    const { db, pool, close } = await openCliDatabase(config, databaseUrl)
    aoFim(close)
    return executar({ config, db, pool })
  })
}
