// The simulator on a real HTTP port over a fresh database, with the official SDK pointed at it.

import { freePort } from '@recria/postgres/free-port'
import { createTestDatabase } from '@recria/postgres/test-database'
import Fastify from 'fastify'
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'
import pg from 'pg'
import type { SimulatorOptions } from '../src/options.ts'
import { mpSimulator } from '../src/plugin.ts'

export const SIM_APP = {
  clientId: '5500000000000001',
  clientSecret: 'segredo-do-app-de-teste',
  webhookSecret: 'segredo-dos-webhooks-de-teste',
  redirectUri: 'http://localhost:9/api/auth/mercadopago/callback',
}

/** The test-control API's token: the tests turn it on, as nothing else does by default. */
export const SIM_CONTROL_TOKEN = 'token-de-controle-dos-testes'

export async function startSimulator(overrides: Partial<SimulatorOptions> = {}) {
  const database = await createTestDatabase()
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  // Dropping the database at the end ends idle connections; that is expected, not a failure.
  pool.on('error', () => {})
  const app = Fastify({ logger: false })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}/mp-sim`
  const options: SimulatorOptions = {
    pool,
    publicUrl: baseUrl,
    ...SIM_APP,
    webhookRetryDelaysMs: [200, 400, 800],
    webhookTimeoutMs: 1000,
    controlToken: SIM_CONTROL_TOKEN,
    ...overrides,
  }
  await app.register(mpSimulator, { ...options, prefix: '/mp-sim' })
  await app.listen({ port, host: '127.0.0.1' })
  ;(AppConfig as { BASE_URL: string }).BASE_URL = baseUrl

  return {
    app,
    pool,
    baseUrl,
    options,
    /** A call to the test-control API (/__sim…), with its token. */
    control(path: string, init: RequestInit = {}) {
      return fetch(`${baseUrl}/__sim${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-sim-token': SIM_CONTROL_TOKEN },
      })
    },
    /** POST /__sim/test-users: a collector account with its access_token. */
    async testUser(): Promise<{
      id: number
      nickname: string
      email: string
      access_token: string
      refresh_token: string
    }> {
      const res = await this.control('/test-users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      if (!res.ok) throw new Error(`test user: ${res.status} ${await res.text()}`)
      return (await res.json()) as Awaited<ReturnType<typeof this.testUser>>
    },
    async close() {
      await app.close()
      await pool.end()
      await database.drop()
    },
  }
}
