// `npm run db:migrate [-- --database-url postgres://…]`: the release step (decision 034). Applies every
// migration under the advisory lock, then exits; run it before rolling out processes that start with
// MIGRATE_ON_START=false. Without --database-url: MIGRATION_DATABASE_URL, DATABASE_DIRECT_URL or
// DATABASE_URL, else the embedded PostgreSQL of DATA_DIR.
import { parseArgs } from 'node:util'
import {
  embeddedUrl,
  ensureAppRole,
  ensureDatabase,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import { executarComando } from '../boot.ts'
import { loadConfig } from '../config.ts'
import { migrarBanco } from './migrate.ts'

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } })

await executarComando(
  async (aoFim) => {
    // A configuration that cannot be read is said as any other reason the migration could not run.
    const config = loadConfig()
    // The database itself, not a pooler: the lock is a session's. The application's connection is
    // granted what it may do when it signs in as another role than the owner's (decision 043).
    let aplicacaoUrl = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL
    let url = values['database-url'] ?? config.MIGRATION_DATABASE_URL ?? aplicacaoUrl
    if (!url) {
      // The embedded server of a running `npm start`, or one started for this command.
      if (await isPortFree(config.EMBEDDED_PG_PORT)) {
        const embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT)
        aoFim(() => embedded.stop())
        await ensureDatabase(embedded.url('postgres'), 'recria')
      }
      await ensureAppRole(embeddedUrl(config.EMBEDDED_PG_PORT, 'postgres'))
      url = embeddedUrl(config.EMBEDDED_PG_PORT, 'recria')
      aplicacaoUrl = embeddedUrl(config.EMBEDDED_PG_PORT, 'recria', { app: true })
    }
    const inicio = Date.now()
    await migrarBanco(url, { simulador: config.mp.mode === 'simulador', aplicacaoUrl: aplicacaoUrl ?? url })
    console.log(`Migrações em dia (${Date.now() - inicio} ms).`)
  },
  { seFalhar: (error) => `Não foi possível migrar o banco de dados: ${error.message}` },
)
