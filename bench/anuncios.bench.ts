// Latency of a seller's listings page (GET /api/anuncios/usuario/{id}) over a large catalogue, on
// the built server: first page, a filtered search, and a deep page.
// Usage: npm run build && npm run bench:anuncios -w @recria/bench [-- --listings 10000 --requests 1000 --concurrency 4]
import { parseArgs } from 'node:util'
import { DEMO_PASSWORD } from '../apps/api/seed/demo-accounts.ts'
import { BENCH_SELLER } from '../apps/api/seed/large-seed.ts'
import { createDb } from '../apps/api/src/db/client.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { carga } from './carga.ts'
import { entrar } from './contas.ts'
import { semearCatalogo } from './semente.ts'
import { inicio, tabela } from './tabela.ts'

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
  const seeded = await semearCatalogo(db, server, { listings })
  await pool.end()

  const cookie = await entrar(server.baseUrl, BENCH_SELLER.email, DEMO_PASSWORD)

  inicio(`${seeded.anuncios} anúncios`)
  const t = tabela(50, 'GET /api/anuncios/usuario/{id} (o vendedor do benchmark) no servidor construído')
  for (const [label, query] of Object.entries(QUERIES)) {
    const url = `${server.baseUrl}/api/anuncios/usuario/${seeded.idVendedor}?${query}`
    let found = 0
    const call = async () => {
      const res = await fetch(url, { headers: { cookie } })
      const body = (await res.json()) as { itens: unknown[]; total: number }
      if (res.status !== 200 || body.itens.length === 0) throw new Error(`${label}: ${res.status}`)
      found = body.total
    }
    await carga(call, 50, 1) // warm-up

    const f = await carga(call, total, concurrency)
    t.registrar(`${label} (\`?${query}\`, total ${found})`, concurrency, f, '', '')
  }
  t.imprimir()
} finally {
  await server.stop()
}
