// The database a command-line tool works on (`npm run reconciliar`, `npm run admin:criar`): the one
// given, else DATABASE_URL, else the embedded PostgreSQL of DATA_DIR — the one a running `npm start`
// serves, or started here for the command and stopped after it.
import {
  type EmbeddedServer,
  embeddedUrl,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import type { Config } from '../config.ts'
import { createDb } from './client.ts'

export async function openCliDatabase(config: Config, databaseUrl?: string) {
  let embedded: EmbeddedServer | undefined
  let url = databaseUrl ?? config.DATABASE_URL
  if (!url && (await isPortFree(config.EMBEDDED_PG_PORT))) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT)
    url = embedded.url('recria')
  }
  // The port is taken: the embedded server of a running `npm start`.
  url ??= embeddedUrl(config.EMBEDDED_PG_PORT, 'recria')
  const { db, pool } = createDb(url, 2)
  return {
    db,
    pool,
    async close() {
      await pool.end()
      await embedded?.stop()
    },
  }
}
