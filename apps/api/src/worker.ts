// `npm run worker`: the job workers, pg-boss's schedules and its supervisor, with no HTTP listener
// (decision 034). It builds the same app as the server (one composition root: the same storage, mail
// and services) and never listens. HTTP processes run with JOBS_WORKERS=false beside it. The start-up
// and the close shared with the other processes are boot.ts's.

import { buildApp } from './app.ts'
import { iniciarProcesso } from './boot.ts'

await iniciarProcesso({
  papel: 'worker',
  // A worker works whatever JOBS_WORKERS says: that setting is for the HTTP processes. It serves no
  // storefront, so it keeps no answers and opens no LISTEN connection for them (decision 037).
  ajustarConfig: (config) => ({
    ...config,
    JOBS_WORKERS: true,
    CACHE_VITRINE_ENTRADAS: 0,
    CACHE_CARRINHOS_ENTRADAS: 0,
  }),
  async executar({ config, db, aoEncerrar }) {
    const app = await buildApp({ config, db })
    await app.ready()

    aoEncerrar(async (signal) => {
      app.log.info({ signal }, 'worker: encerrando (os jobs em andamento terminam antes)')
      // onClose stops pg-boss gracefully: running jobs finish (up to 10 s), no new ones are fetched.
      await app.close().catch((err) => app.log.error({ err }, 'worker: erro ao encerrar'))
    })

    app.log.info({ pid: process.pid }, 'worker: filas e agendamentos em execução')
  },
})
