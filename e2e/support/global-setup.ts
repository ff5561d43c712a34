// The journeys run against the built product on fresh embedded PostgreSQL servers with the demo seed:
// one product per worker (support/server.ts), so journeys running at the same time never share data.
// When they end, each product's database is reconciled with its Mercado Pago simulator: any
// discrepancy fails the suite (docs/operations.md).
import type { TestProject } from 'vitest/node'
import { createDb } from '../../apps/api/src/db/client.ts'
import { startBuiltServer } from '../../apps/api/test/built-server.ts'
import { assertReconciled } from '../../apps/api/test/reconciled.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { baseUrl: string; dataDir: string }[]
    simToken: string
  }
}

export default async function setup(project: TestProject) {
  // Every journey signs in from 127.0.0.1: the per-IP limit would otherwise stop the suite.
  // The control token lets a journey settle a Pix at the simulator, as the buyer's bank would.
  const simToken = 'token-de-controle-das-jornadas'
  const workers = Math.max(1, project.config.maxWorkers ?? 1)
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startBuiltServer({
        RATE_LIMIT_IP_MAX: '100000',
        RATE_LIMIT_MAX: '1000',
        MP_SIM_CONTROL_TOKEN: simToken,
      }),
    ),
  )
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  )
  project.provide('simToken', simToken)
  return async () => {
    for (const [index, server] of servers.entries()) {
      const name = `servidor ${index + 1}`
      try {
        await reconcile(server.databaseUrl, name)
      } finally {
        await server.stop()
        // The server logs only warnings and errors here: they explain a failed journey.
        const log = server.log().trim()
        if (log) console.warn(`\n── Log do ${name} (avisos e erros):\n${log}\n`)
      }
    }
  }
}

/** Vitest only logs an error thrown here: the exit code is what fails the run. */
async function reconcile(databaseUrl: string, name: string) {
  const { pool } = createDb(databaseUrl, 1)
  try {
    await assertReconciled(pool, { ms: 30_000, where: ` ao fim das jornadas (${name})` })
    console.log(`\n✔ Reconciliação ao fim das jornadas (${name}): nenhuma discrepância.`)
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`)
    process.exitCode = 1
  } finally {
    await pool.end()
  }
}
