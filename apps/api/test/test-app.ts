// Builds the real app on a fresh database cloned from the migrated template, for one test file.
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../src/app.ts'
import { testConfig } from '../src/config.ts'
import { createDb } from '../src/db/client.ts'

export async function createTestApp(env: Record<string, string> = {}) {
  const adminUrl = inject('pgAdminUrl')
  const name = `recria_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const config = testConfig(env)
  const { db, pool } = createDb(url.toString(), 4)
  const app = await buildApp({ config, db, webDistDir: '/nonexistent' })
  await app.ready()

  return {
    app,
    db,
    pool,
    config,
    async close() {
      await app.close()
      await pool.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      await rm(config.DATA_DIR, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
