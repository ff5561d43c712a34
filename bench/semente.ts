// The large catalogue the benchmarks run against: seed:large written into the built server's own
// database and uploads folder, timed and reported.
import path from 'node:path'
import { type LargeSeedOptions, seedLarge } from '../apps/api/seed/large-seed.ts'
import type { Db } from '../apps/api/src/db/client.ts'
import { createDiskStorage } from '../apps/api/src/lib/storage.ts'

export async function semearCatalogo(db: Db, server: { dataDir: string }, opcoes: LargeSeedOptions) {
  const started = performance.now()
  const seeded = await seedLarge(db, createDiskStorage(path.join(server.dataDir, 'uploads')), opcoes)
  const s = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `seed:large: ${seeded.anuncios} anúncios e ${seeded.produtos} produtos de ${seeded.vendedores} vendedores em ${s} s`,
  )
  return seeded
}
