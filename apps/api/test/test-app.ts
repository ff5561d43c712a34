// Builds the real app on a fresh database cloned from the migrated template, for one test file.
// When the file ends, its database is reconciled with the in-process Mercado Pago simulator
// (docs/operations.md) before it is dropped: a flow that leaves money unaccounted for fails the file.
import { rm } from 'node:fs/promises'
import { createTestDatabase } from '@recria/postgres/test-database'
import pg from 'pg'
import { type AppOptions, buildApp } from '../src/app.ts'
import { testConfig } from '../src/config.ts'
import { createDb } from '../src/db/client.ts'
import { encerrarNoPrazo } from './encerrar.ts'
import { assertReconciled } from './reconciled.ts'

export interface TestAppOptions extends Pick<AppOptions, 'mailTransport' | 'webDistDir' | 'logStream'> {
  /**
   * False for files that plant orders or payments straight in SQL (no items, no provider payment):
   * their data is not a flow the reconciliation could judge. Say why at the call.
   */
  reconcile?: boolean
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const { reconcile = true, ...appOptions } = options
  const database = await createTestDatabase()
  const config = testConfig(env)
  // The app signs in as the application's role, as npm start does (decision 043). A query waits for a
  // connection 30 s at most, never forever (the app's own pool waits 10 s): a pool that work never
  // gives back fails its waiters instead of holding the file's close.
  const { db, pool } = createDb(database.appUrl, { max: 4, connectionTimeoutMs: 30_000 })
  const dono = new pg.Pool({ connectionString: database.url, max: 1 })
  dono.on('error', () => {}) // the database is dropped WITH (FORCE) at the end
  const app = await buildApp({ config, db, webDistDir: '/nonexistent', ...appOptions })
  await app.ready()

  return {
    app,
    db,
    pool,
    config,
    /** The tables' owner, for a test that changes the schema, writes past the triggers or analyzes. */
    dono,
    async close() {
      try {
        if (reconcile) await assertReconciled(pool, { where: ' ao fim do arquivo' })
      } finally {
        await dono.end()
        await encerrarNoPrazo(app, pool, database)
        await rm(config.DATA_DIR, { recursive: true, force: true })
      }
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
