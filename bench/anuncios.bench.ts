// Latency of a seller's listings page (GET /api/anuncios/usuario/{id}) over a large catalogue, on
// the built server: first page, a filtered search, and a deep page.
// Usage: npm run build && npm run bench:anuncios -w @recria/bench [-- --listings 10000 --requests 1000 --concurrency 4]
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createDb } from '../apps/api/src/db/client.ts'
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-accounts.ts'
import { BENCH_SELLER, seedLarge } from '../apps/api/src/db/seed/large-seed.ts'
import { createDiskStorage } from '../apps/api/src/lib/storage.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { entrar } from './contas.ts'

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '4' },
  },
})
const listings = Number(values.listings)
const total = Number(values.requests)
const concurrency = Number(values.concurrency)

const QUERIES = {
  'primeira página': 'page=1&limit=12',
  'busca filtrada': 'busca=garrafa&forma_pagamento=sustentavel&preco_min=10&preco_max=500&page=3',
  'página 500': 'page=500&limit=12',
}

const server = await startBuiltServer()
try {
  const { db, pool } = createDb(server.databaseUrl, 2)
  const started = performance.now()
  const seeded = await seedLarge(db, createDiskStorage(path.join(server.dataDir, 'uploads')), { listings })
  await pool.end()
  console.log(
    `seed:large — ${seeded.anuncios} anúncios, ${seeded.produtos} produtos em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const cookie = await entrar(server.baseUrl, BENCH_SELLER.email, DEMO_PASSWORD)

  for (const [label, query] of Object.entries(QUERIES)) {
    const url = `${server.baseUrl}/api/anuncios/usuario/${seeded.idVendedor}?${query}`
    const call = async () => {
      const t0 = performance.now()
      const res = await fetch(url, { headers: { cookie } })
      const body = (await res.json()) as { itens: unknown[]; total: number }
      if (res.status !== 200 || body.itens.length === 0) throw new Error(`${label}: ${res.status}`)
      return { ms: performance.now() - t0, total: body.total }
    }
    let found = 0
    for (let i = 0; i < 50; i++) found = (await call()).total // warm-up

    const latencies: number[] = []
    let next = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < total) latencies.push((await call()).ms)
      }),
    )
    const seconds = (performance.now() - t0) / 1000
    latencies.sort((a, b) => a - b)
    const pct = (p: number) =>
      (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(2)
    console.log(`GET /api/anuncios/usuario/{id}?${query} — ${label}, total ${found}`)
    console.log(
      `  ${latencies.length} requisições, concorrência ${concurrency}: ${(latencies.length / seconds).toFixed(0)} req/s` +
        `   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`,
    )
  }
} finally {
  await server.stop()
}
