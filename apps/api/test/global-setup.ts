// One PostgreSQL server for the API tests and a migrated template database that every test
// file clones (CREATE DATABASE … TEMPLATE), so each file starts from a fresh, isolated database.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrateSimulator } from '@recria/mp-simulator/db/migrations'
import { startEmbeddedPostgres } from '@recria/postgres/embedded'
import { freePort } from '@recria/postgres/free-port'
import pg from 'pg'
import PgBoss from 'pg-boss'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../src/config.ts'
import { createDb } from '../src/db/client.ts'
import { runMigrations } from '../src/db/migrate.ts'
import '@recria/postgres/test-database'

export const TEMPLATE = `recria_template_${process.pid}`

export default async function setup(project: TestProject) {
  const external = loadConfig().DATABASE_URL
  let stopServer = async () => {}
  let adminUrl: string
  if (external) {
    adminUrl = external
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'recria-test-pg-'))
    await chmod(dir, 0o755) // the server may run as the 'postgres' system user
    const server = await startEmbeddedPostgres(dir, await freePort(), { durable: false })
    adminUrl = server.url('postgres')
    stopServer = async () => {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    }
  }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${TEMPLATE}`)
  await admin.query(`create database ${TEMPLATE}`)
  const url = new URL(adminUrl)
  url.pathname = `/${TEMPLATE}`
  const { db, pool } = createDb(url.toString(), 1)
  await runMigrations(db)
  await migrateSimulator(pool)
  // pg-boss creates its schema on first start: do it once here, not in every test database.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    supervise: false,
    schedule: false,
  })
  await boss.start()
  await boss.stop({ graceful: false, close: false, wait: true })
  await pool.end()
  project.provide('pgAdminUrl', adminUrl)
  project.provide('templateDatabase', TEMPLATE)

  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE}`)
    await admin.end()
    await stopServer()
  }
}
