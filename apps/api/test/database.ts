// A fresh database for one test file, cloned from the migrated template (see global-setup.ts).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import './provided.ts'

export async function createTestDatabase() {
  const adminUrl = inject('pgAdminUrl')
  const name = `recria_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
