// A fresh database for one test file, cloned from a migrated template (CREATE DATABASE … TEMPLATE),
// so each file starts from the same data, isolated from the others. The tests' global setup starts
// the server, migrates the template and hands both to the test files (vitest's provide/inject).
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database; tests swap the database name. */
    pgAdminUrl: string
    templateDatabase: string
  }
}

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

/** A new database cloned from `template` on the server of `adminUrl`; `drop()` removes it. */
export async function cloneDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `recria_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
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

/** The test file's own database, cloned from the template the global setup provided. */
export function createTestDatabase(): Promise<TestDatabase> {
  return cloneDatabase(inject('pgAdminUrl'), inject('templateDatabase'))
}
