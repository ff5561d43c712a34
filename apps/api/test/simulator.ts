// A Mercado Pago simulator of its own (not the app's in-process one) on a real port and a fresh
// database, for tests where Mercado Pago and Recria disagree (another client secret, say). Built from
// the simulator's declared plugin, as the app mounts it.
import { mpSimulator } from '@recria/mp-simulator/plugin'
import { freePort } from '@recria/postgres/free-port'
import { createTestDatabase } from '@recria/postgres/test-database'
import Fastify from 'fastify'
import pg from 'pg'

export interface SimulatorApplication {
  clientId: string
  clientSecret: string
  redirectUri: string
}

export async function startSimulator(application: SimulatorApplication) {
  const database = await createTestDatabase()
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  // Dropping the database at the end ends idle connections; that is expected, not a failure.
  pool.on('error', () => {})
  const app = Fastify({ logger: false })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}/mp-sim`
  await app.register(mpSimulator, {
    prefix: '/mp-sim',
    pool,
    publicUrl: baseUrl,
    webhookSecret: 'segredo-dos-webhooks-de-teste',
    ...application,
  })
  await app.listen({ port, host: '127.0.0.1' })
  return {
    baseUrl,
    async close() {
      await app.close()
      await pool.end()
      await database.drop()
    },
  }
}
