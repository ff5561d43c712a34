// Process entry: config -> database -> migrations -> demo seed -> listen (DESIGN §2).

import { TEST_PASSWORD } from '@recria/mp-simulator/contas-de-teste'
import {
  type EmbeddedServer,
  ensureAppRole,
  ensureDatabase,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import { buildApp } from './app.ts'
import { createDb, poolSettings } from './db/client.ts'
import {
  comTrava,
  MIGRACOES_PENDENTES,
  migracoesEmDia,
  migrarAoIniciar,
  migrarBanco,
  TRAVA,
} from './db/migrate.ts'
import { DEMO_ACCOUNTS, DEMO_OPERADOR, DEMO_PASSWORD } from './db/seed/demo-accounts.ts'
import { seedDemoAvaliacoes } from './db/seed/demo-avaliacoes.ts'
import { contasDeDemonstracao } from './db/seed/demo-no-banco.ts'
import { seedDemoPedidos } from './db/seed/demo-pedidos.ts'
import { seedDemoReembolsos } from './db/seed/demo-reembolsos.ts'
import { DEMO_MP_ACCOUNT } from './db/seed/mercadopago-seed.ts'
import { seedDemo } from './db/seed/seed.ts'
import { configOuFalha, fail } from './inicio.ts'
import { startBoss } from './jobs/boss.ts'
import { createCipher, tokenKey } from './lib/crypto.ts'
import { createLogger } from './lib/log-redact.ts'
import { createRateLimiter } from './lib/rate-limit.ts'
import { createStorage } from './lib/storage.ts'
import { iniciarEncerramento } from './modules/operacao/prontidao.ts'
import { contasDeDemonstracaoEmProducao } from './producao.ts'

const config = configOuFalha()

if (!(await isPortFree(config.PORT, config.HOST))) {
  fail(
    `A porta ${config.PORT} já está em uso. Pare o outro processo ou escolha outra porta com PORT=3001 npm start.`,
  )
}

let embedded: EmbeddedServer | undefined
let databaseUrl = config.DATABASE_URL
// The tables' owner migrates; the process itself signs in as the application's role (decision 043).
let ownerUrl = config.MIGRATION_DATABASE_URL
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT).catch((error: Error) =>
    fail(error.message),
  )
  await ensureDatabase(embedded.url('postgres'), 'recria')
  await ensureAppRole(embedded.url('postgres'))
  databaseUrl = embedded.appUrl('recria')
  ownerUrl = embedded.url('recria')
}

const { db, pool } = createDb(databaseUrl, poolSettings(config), createLogger(config))
// Migrations and session locks need the database itself, not a pooler (DATABASE_DIRECT_URL).
const directUrl = config.DATABASE_DIRECT_URL ?? databaseUrl
const simulador = config.mp.mode === 'simulador'
// Processes starting together migrate once, under the advisory lock; with MIGRATE_ON_START off the
// release step (`npm run db:migrate`) has done it, and a database behind refuses the start (decision 034).
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
// The one storage of the process's images (STORAGE_DRIVER): the seed writes through it too.
const storage = await createStorage(config)
// With the simulator, the demo seller starts connected to a test account in it.
const seedMp = config.mp.mode === 'simulador' ? { config, cipher: createCipher(tokenKey(config)) } : undefined
// The first process seeds; the others wait on the lock, then find the accounts and skip it.
const seeded =
  config.SEED_DEMO && (await comTrava(directUrl, TRAVA.seedDemo, () => seedDemo(db, storage, seedMp)))
const app = await buildApp({ config, db, storage })

/** SHUTDOWN_DRAIN_MS, or long enough for a balancer's health check in production. */
const drainMs = (c: typeof config) => c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 10_000 : 200)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'encerrando')
  // The balancer sees /api/pronto fail and stops sending; requests already here finish meanwhile.
  if (signal === 'SIGTERM') await iniciarEncerramento(app, drainMs(config))
  await app.close().catch(() => {})
  await pool.end().catch(() => {})
  await embedded?.stop().catch(() => {})
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.PORT, host: config.HOST })
// The demo orders are paid on the simulator's pages, which answer only once the server listens.
if (seeded && seedMp) {
  const boss = await startBoss(db, app.log, { schedule: false })
  const seedDeps = {
    db,
    // The seed reads what it has just written: never from a replica.
    dbLeitura: db,
    config,
    log: app.log,
    cipher: seedMp.cipher,
    boss,
    // The demo's past orders send no e-mail: nobody waits for them, and the terminal keeps to the banner
    // and what happens from then on.
    mail: async () => {},
    storage,
    rateLimit: createRateLimiter(db, config.RATE_LIMIT_WINDOW_SECONDS),
  }
  await seedDemoPedidos(seedDeps)
    .then(() => seedDemoAvaliacoes(seedDeps))
    .then(() => seedDemoReembolsos(seedDeps))
    .catch((err) =>
      app.log.warn({ err }, 'seed: pedidos, avaliações e reembolsos de demonstração não criados'),
    )
  await boss.stop({ graceful: false, close: false, wait: true })
}
const accounts = [...DEMO_ACCOUNTS, DEMO_OPERADOR]
  .map((a) => `   ${a.perfis.join(' + ').padEnd(20)} ${a.email}`)
  .join('\n')
// Production has no demo accounts (refused above) and never prints them (decision 043).
const demoAccounts =
  config.NODE_ENV === 'production'
    ? ''
    : `
  Contas de demonstração (senha: ${DEMO_PASSWORD}):
${accounts}
`
console.log(`
  Recria está no ar: ${config.publicUrl}
  Banco de dados: ${embedded ? `PostgreSQL embutido (${embedded.dir})` : 'DATABASE_URL'}${seeded ? ' — dados de demonstração criados' : ''}
${demoAccounts}${
  simulador
    ? `
  Simulador do Mercado Pago: as contas de teste (como ${DEMO_MP_ACCOUNT.email}, a do vendedor)
  entram na página de autorização com a senha ${TEST_PASSWORD}.
`
    : ''
}`)
