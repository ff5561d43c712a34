// Fills a benchmark database (large-seed.ts):
//   npm run seed:large -- --listings 300000 --sellers 1000 [--database-url postgres://…]
// Without --database-url: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR — the one a running
// `npm start` serves, or started here for the seed. Pictures go to the storage of STORAGE_DRIVER.
import { parseArgs } from 'node:util'
import {
  type EmbeddedServer,
  embeddedUrl,
  ensureDatabase,
  isPortFree,
  startEmbeddedPostgres,
} from '@recria/postgres/embedded'
import { loadConfig } from '../src/config.ts'
import { createDb } from '../src/db/client.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { createStorage } from '../src/lib/storage.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { BENCH_SELLER, seedLarge } from './large-seed.ts'

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    sellers: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
  },
})
const listings = Number(values.listings)
const sellers = Number(values.sellers)
if (!Number.isSafeInteger(listings) || listings < 1) {
  console.error('\n✖ --listings deve ser um número inteiro maior que zero.\n')
  process.exit(1)
}
if (!Number.isSafeInteger(sellers) || sellers < 1 || sellers > 100_000) {
  console.error('\n✖ --sellers deve ser um número inteiro entre 1 e 100000.\n')
  process.exit(1)
}

const config = loadConfig()
let embedded: EmbeddedServer | undefined
let url = values['database-url'] ?? config.DATABASE_URL
if (!url && (await isPortFree(config.EMBEDDED_PG_PORT))) {
  embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT)
  await ensureDatabase(embedded.url('postgres'), 'recria')
  url = embedded.url('recria')
}
// The port is taken: the embedded server of a running `npm start`.
url ??= embeddedUrl(config.EMBEDDED_PG_PORT, 'recria')

const { db, pool } = createDb(url, 2)
try {
  await runMigrations(db)
  const started = performance.now()
  const result = await seedLarge(db, await createStorage(config), { listings, sellers })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${result.anuncios} anúncios (${result.compraveis} compráveis no catálogo) e ${result.produtos} produtos` +
      ` de ${result.vendedores} vendedores em ${seconds} s. Vendedor de referência: ${BENCH_SELLER.email}` +
      ` (id ${result.idVendedor}, senha ${DEMO_PASSWORD}).`,
  )
} finally {
  await pool.end()
  await embedded?.stop()
}
