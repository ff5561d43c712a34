// One PostgreSQL server for the API tests and a migrated template database that every test
// file clones (CREATE DATABASE … TEMPLATE), so each file starts from a fresh, isolated database.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { APP_USER, ensureAppRole, startEmbeddedPostgres } from '@recria/postgres/embedded'
import { freePort } from '@recria/postgres/free-port'
import { comPapel } from '@recria/postgres/test-database'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../src/config.ts'
import { migrarBanco } from '../src/db/migrate.ts'

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
  // As npm start: the owner migrates, the app signs in as its own role (decision 043). An external
  // DATABASE_URL keeps one role for everything.
  if (!external) await ensureAppRole(adminUrl)
  const appUser = external ? '' : APP_USER
  // Migrations, the simulator's tables, the app role's grants and pg-boss's schema (made by the app
  // role, its owner), once here, not in every test database.
  await migrarBanco(url.toString(), {
    simulador: true,
    aplicacaoUrl: appUser ? comPapel(url.toString(), appUser) : url.toString(),
  })
  project.provide('pgAdminUrl', adminUrl)
  project.provide('templateDatabase', TEMPLATE)
  project.provide('pgAppUser', appUser)

  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE}`)
    await admin.end()
    await stopServer()
  }
}
