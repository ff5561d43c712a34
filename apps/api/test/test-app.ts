// Builds the real app on a fresh database cloned from the migrated template, for one test file.
import { rm } from 'node:fs/promises'
import { type AppOptions, buildApp } from '../src/app.ts'
import { testConfig } from '../src/config.ts'
import { createDb } from '../src/db/client.ts'
import { createTestDatabase } from './database.ts'

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'mailTransport' | 'webDistDir'> = {},
) {
  const database = await createTestDatabase()
  const config = testConfig(env)
  const { db, pool } = createDb(database.url, 4)
  const app = await buildApp({ config, db, webDistDir: '/nonexistent', ...options })
  await app.ready()

  return {
    app,
    db,
    pool,
    config,
    async close() {
      await app.close()
      await pool.end()
      await database.drop()
      await rm(config.DATA_DIR, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
