// Process entry: config -> database -> migrations -> demo seed -> listen (docs/design.md#layout); the
// start-up and the close shared with the other processes are boot.ts's.

import { TEST_PASSWORD } from '@recria/mp-simulator/contas-de-teste'
import { DEMO_ACCOUNTS, DEMO_OPERADOR, DEMO_PASSWORD } from '../seed/demo-accounts.ts'
import { seedDemoAvaliacoes } from '../seed/demo-avaliacoes.ts'
import { seedDemoPedidos } from '../seed/demo-pedidos.ts'
import { seedDemoReembolsos } from '../seed/demo-reembolsos.ts'
import { DEMO_MP_ACCOUNT } from '../seed/mercadopago-seed.ts'
import { seedDemo } from '../seed/seed.ts'
import { buildApp } from './app.ts'
import { iniciarProcesso } from './boot.ts'
import type { Config } from './config.ts'
import { comTrava, TRAVA } from './db/migrate.ts'
import { startBoss } from './lib/boss.ts'
import { createCipher, tokenKey } from './lib/crypto.ts'
import { createRateLimiter } from './lib/rate-limit.ts'
import { createStorage } from './lib/storage.ts'
import { iniciarEncerramento } from './modules/operacao/operacao.module.ts'

/** SHUTDOWN_DRAIN_MS, or long enough for a balancer's health check in production. */
const drainMs = (c: Config) => c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 10_000 : 200)

await iniciarProcesso({
  papel: 'servidor',
  async executar({ config, db, directUrl, embedded, aoEncerrar }) {
    const simulador = config.mp.mode === 'simulador'
    // The one storage of the process's images (STORAGE_DRIVER): the seed writes through it too.
    const storage = await createStorage(config)
    // With the simulator, the demo seller starts connected to a test account in it.
    const seedMp = simulador ? { config, cipher: createCipher(tokenKey(config)) } : undefined
    // The first process seeds; the others wait on the lock, then find the accounts and skip it.
    const seeded =
      config.SEED_DEMO && (await comTrava(directUrl, TRAVA.seedDemo, () => seedDemo(db, storage, seedMp)))
    const app = await buildApp({ config, db, storage })

    aoEncerrar(async (signal) => {
      app.log.info({ signal }, 'encerrando')
      // The balancer sees /api/pronto fail and stops sending; requests already here finish meanwhile.
      if (signal === 'SIGTERM') await iniciarEncerramento(app, drainMs(config))
      await app.close().catch(() => {})
    })

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
    // Production has no demo accounts (refused at start) and never prints them (decision 043).
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
  },
})
