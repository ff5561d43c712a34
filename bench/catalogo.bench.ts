// The storefront at 300,000 listings: GET /api/anuncios/ativos-comprador on the built
// server, side by side in one run with the same statements sent straight through pg (the catalogue
// service without HTTP) and with a bare Fastify route answering a fixed 12-item page; the load comes
// from this process, on the same machine.
// Usage: npm run build && npm run bench:catalogo -w @recria/bench [-- --database-url postgres://…
//   --requests 3000 --concurrency 1,16]
// Without --database-url, the built server's own embedded PostgreSQL is filled first by seed:large
// (--listings 300000 --sellers 1000: about two and a half minutes).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CatalogoQuery } from '@recria/domain/catalogo'
import { sql } from 'drizzle-orm'
import { createDb } from '../apps/api/src/db/client.ts'
import { createCatalogoService } from '../apps/api/src/modules/anuncios/catalogo.service.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { carga, httpCliente } from './carga.ts'
import { iniciarRotaSimples, type RotaSimples } from './rota-simples.ts'
import { semearCatalogo } from './semente.ts'
import { inicio, quadro } from './tabela.ts'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    listings: { type: 'string', default: '300000' },
    sellers: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '1,16' },
    /** Only the cases whose number is listed (1 to 4, as CENARIOS), e.g. --casos 1,4. */
    casos: { type: 'string' },
  },
})
const requests = Number(values.requests)
const niveis = (values.concurrency ?? '16').split(',').map(Number)

/** Each case rotates over a few queries, so that no single plan or page is all that is measured. */
const CENARIOS = [
  { nome: 'página 1', alvo: 'p95 ≤ 20 ms e ≥ 2.000 req/s', queries: [''] },
  {
    nome: 'busca + preço + pagamento',
    alvo: 'p95 ≤ 30 ms',
    queries: ['luminaria', 'bolsa', 'vaso', 'garrafa', 'tapete'].map(
      (w) => `busca=${w}&preco_min=30&preco_max=150&forma_pagamento=sustentavel`,
    ),
  },
  {
    nome: 'busca com erro de digitação',
    alvo: 'p95 ≤ 60 ms',
    queries: ['luminaira', 'garafa', 'almofda', 'mochlia', 'cachepo'].map((w) => `busca=${w}`),
  },
  { nome: 'página 1.000', alvo: 'p95 ≤ 50 ms', queries: ['page=1000'] },
]

const escolhidos = values.casos?.split(',').map(Number)
const casos = CENARIOS.filter((_, i) => !escolhidos || escolhidos.includes(i + 1))

const url = values['database-url']
const server = await startBuiltServer(url ? { DATABASE_URL: url } : {})
const { db, pool } = createDb(server.databaseUrl, 10)
const tmp = await mkdtemp(path.join(tmpdir(), 'recria-bench-'))
const http = httpCliente(Math.max(...niveis))
let bare: RotaSimples | undefined
try {
  if (!url)
    await semearCatalogo(db, server, { listings: Number(values.listings), sellers: Number(values.sellers) })
  const { rows } = await db.execute<Record<string, string>>(sql`select
    (select count(*) from anuncios)::text as anuncios,
    (select count(*) from anuncios_busca where visivel and (vendedor_bloqueado_ate is null
      or vendedor_bloqueado_ate <= now()))::text as compraveis,
    current_setting('shared_buffers') as shared_buffers, current_setting('server_version') as versao`)
  console.log(`Banco: ${JSON.stringify(rows[0])}`)

  const api = (q: string) => `${server.baseUrl}/api/anuncios/ativos-comprador?${q}`
  const primeira = await http.get(api(''))
  const arquivo = path.join(tmp, 'pagina.json')
  await writeFile(arquivo, primeira.body)
  bare = await iniciarRotaSimples(arquivo)
  const bareUrl = bare.url

  const service = createCatalogoService({ db })
  const alvos = (queries: string[]) => {
    const filtros = queries.map((q) => CatalogoQuery.parse(Object.fromEntries(new URLSearchParams(q))))
    return {
      API: async (i: number) => {
        const res = await http.get(api(queries[i % queries.length] ?? ''))
        if (res.status !== 200) throw new Error(`API ${res.status}: ${res.body}`)
      },
      SQL: async (i: number) => {
        await service.pagina(filtros[i % filtros.length] ?? CatalogoQuery.parse({}))
      },
    }
  }

  // Every query must find something, and each path gets warm before it is timed.
  for (const cenario of casos)
    for (const q of cenario.queries) {
      const body = JSON.parse((await http.get(api(q))).body) as { itens?: unknown[] }
      if (!body.itens?.length) throw new Error(`${cenario.nome}: '${q}' não encontrou nada`)
    }
  const bareCall = async () => {
    const res = await http.get(bareUrl)
    if (res.status !== 200) throw new Error(`rota simples ${res.status}`)
  }
  for (const cenario of casos)
    for (const call of Object.values(alvos(cenario.queries))) await carga(call, 300, 4)
  await carga(bareCall, 300, 4)

  inicio(`${requests} requisições por linha`)
  const t = quadro('Catálogo: a API, o mesmo serviço sem HTTP (SQL) e uma rota Fastify simples', [
    { nome: 'concorrência', largura: 12 },
    { nome: 'caso', largura: 28, esquerda: true },
    { nome: 'caminho', largura: 15, esquerda: true },
    { nome: 'req/s', largura: 6 },
    { nome: 'p50', largura: 9 },
    { nome: 'p95', largura: 9 },
    { nome: 'p99', largura: 9 },
    { nome: 'alvo da API', largura: 28, esquerda: true },
  ])
  const ms = (n: number) => `${n.toFixed(1)} ms`
  for (const c of niveis) {
    for (const cenario of casos) {
      for (const [nome, call] of Object.entries(alvos(cenario.queries))) {
        const f = await carga(call, requests, c)
        t.registrar([c, cenario.nome, nome, f.rps.toFixed(0), ms(f.p50), ms(f.p95), ms(f.p99), cenario.alvo])
      }
    }
    const f = await carga(bareCall, requests, c)
    t.registrar([
      c,
      'página fixa de 12 itens',
      'Fastify simples',
      f.rps.toFixed(0),
      ms(f.p50),
      ms(f.p95),
      ms(f.p99),
      '',
    ])
  }
  t.imprimir()
} finally {
  http.close()
  bare?.parar()
  await pool.end()
  await server.stop()
  await rm(tmp, { recursive: true, force: true })
}
