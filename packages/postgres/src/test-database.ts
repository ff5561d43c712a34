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
    /** The application's role (the embedded server's); empty: the tests' one role for everything. */
    pgAppUser?: string
  }
}

export interface TestDatabase {
  /** As the owner of the tables (the migrations' role). */
  url: string
  /** As the application's role: what the app itself connects with (decision 043 of apps/api). */
  appUrl: string
  drop(): Promise<void>
}

/** `url` signing in as `user`, whose password is its name (the embedded server's application role). */
export function comPapel(url: string, user: string): string {
  const u = new URL(url)
  u.username = user
  u.password = user
  return u.toString()
}

/** A new database cloned from `template` on the server of `adminUrl`; `drop()` removes it. */
export async function cloneDatabase(adminUrl: string, template: string, appUser = ''): Promise<TestDatabase> {
  const name = `recria_test_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    appUrl: appUser ? comPapel(url.toString(), appUser) : url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** The test file's own database, cloned from the template the global setup provided. */
export function createTestDatabase(): Promise<TestDatabase> {
  return cloneDatabase(inject('pgAdminUrl'), inject('templateDatabase'), inject('pgAppUser') ?? '')
}
