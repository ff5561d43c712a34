// The journeys run against the built product on a fresh embedded PostgreSQL with the demo seed.
import type { TestProject } from 'vitest/node'
import { startBuiltServer } from '../../apps/api/test/built-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    simToken: string
  }
}

export default async function setup(project: TestProject) {
  // Every journey signs in from 127.0.0.1: the per-IP limit would otherwise stop the suite.
  // The control token lets a journey settle a Pix at the simulator, as the buyer's bank would.
  const simToken = 'token-de-controle-das-jornadas'
  const server = await startBuiltServer({
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_MAX: '1000',
    MP_SIM_CONTROL_TOKEN: simToken,
  })
  project.provide('baseUrl', server.baseUrl)
  project.provide('dataDir', server.dataDir)
  project.provide('simToken', simToken)
  return async () => {
    await server.stop()
    // The server logs only warnings and errors here: they explain a failed journey.
    const log = server.log().trim()
    if (log) console.warn(`\n── Log do servidor (avisos e erros):\n${log}\n`)
  }
}
