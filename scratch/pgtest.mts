import { startEmbeddedPostgres, ensureDatabase } from '/work/main/apps/api/src/db/embedded.ts'
import { createDb } from '/work/main/apps/api/src/db/client.ts'
import { runMigrations } from '/work/main/apps/api/src/db/migrate.ts'
const t = Date.now()
const s = await startEmbeddedPostgres('/work/main/.data/tmp-check', 5499)
console.log('started', Date.now() - t)
await ensureDatabase(s.url('postgres'), 'recria')
const { db, pool } = createDb(s.url('recria'))
await runMigrations(db)
console.log((await pool.query('select count(*) from usuarios')).rows, Date.now() - t)
await pool.end(); await s.stop(); console.log('stopped', Date.now()-t)
