// How cost grows with the catalogue: for each size, a fresh built server whose own
// embedded PostgreSQL is filled by seed:large, then autocannon at 1 and 16 connections on page 1, a
// deep page, a search with filters, a typo search and the listing page, beside the bare Fastify route
// (the catalogue's page 1 as a fixed object) in the same run; req/s and p95, one table, and a chart
// (log-scaled listings) written as SVG. Each size is measured twice on the same database: as the
// server runs (its in-memory storefront cache answering repeated queries) and by a second server with
// that cache off (CACHE_VITRINE_ENTRADAS=0): what the queries themselves cost, which is what grows.
// Usage: npm run build && npm run bench:crescimento [-- --tamanhos 30000,300000,1000000,3000000
//   --conexoes 1,16 --duracao 10 --svg docs/crescimento.svg --json docs/crescimento.json]
// `--json arquivo` keeps each size's figures there, so that sizes measured in other runs (the large
// ones take long and want a quiet machine) join the table and the chart; `--desenhar` measures
// nothing and redraws both from it. Paths are read from where `npm run` was called. Check `df -h`
// first: a million listings take a few GB.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createDb } from '../apps/api/src/db/client.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { disparar, ms } from './canhao.ts'
import { graficoSvg } from './grafico.ts'
import { iniciarRotaSimples, type RotaSimples } from './rota-simples.ts'
import { semearCatalogo } from './semente.ts'
import { inicio, quadro } from './tabela.ts'

const { values } = parseArgs({
  options: {
    tamanhos: { type: 'string', default: '30000,300000,1000000,3000000' },
    conexoes: { type: 'string', default: '1,16' },
    duracao: { type: 'string', default: '10' },
    aquecimento: { type: 'string', default: '2' },
    svg: { type: 'string', default: path.join(import.meta.dirname, '../docs/crescimento.svg') },
    json: { type: 'string' },
    /** `com-cache`, `sem-cache` or both (the default). */
    modos: { type: 'string', default: 'com-cache,sem-cache' },
    /** Measure nothing: the table, the growth and the chart of what `--json` holds. */
    desenhar: { type: 'boolean', default: false },
  },
})
// Paths as the caller typed them, from where `npm run` was called (npm runs this from bench/).
const doChamador = (arquivo: string | undefined) =>
  arquivo && path.resolve(process.env.INIT_CWD ?? process.cwd(), arquivo)
const arquivoJson = doChamador(values.json)
const tamanhos = (values.tamanhos ?? '').split(',').map(Number)
const niveis = (values.conexoes ?? '1,16').split(',').map(Number)
const segundos = Number(values.duracao)
const aquecimento = Number(values.aquecimento)
const modos = (values.modos ?? '').split(',').map((m) => m === 'com-cache')
if ([...tamanhos, ...niveis, segundos].some((n) => !(n > 0)))
  throw new Error('--tamanhos, --conexoes e --duracao: números positivos')

const SIMPLES = 'rota Fastify simples'
const PALAVRAS = ['luminaria', 'bolsa', 'vaso', 'garrafa', 'tapete']
const CASOS = [
  'página 1',
  'página funda',
  'busca com filtros',
  'busca com erro de digitação',
  'anúncio (visitante)',
] as const

interface Resultado {
  anuncios: number
  caso: string
  /** Whether the server's storefront cache was on. */
  cache: boolean
  conexoes: number
  rps: number
  p95: number
  fracao: number
  detalhe: string
}

const resultados: Resultado[] = []
if (arquivoJson && existsSync(arquivoJson)) {
  const antes = JSON.parse(await readFile(arquivoJson, 'utf8')) as Resultado[]
  resultados.push(...antes.filter((r) => values.desenhar || !tamanhos.includes(r.anuncios)))
} else if (values.desenhar) throw new Error('--desenhar precisa de --json com as medidas')

inicio(`tamanhos ${tamanhos.join(', ')}; autocannon ${segundos} s por caso, conexões ${niveis.join(', ')}`)
const t = quadro(
  'Custo conforme o catálogo cresce: servidor construído, seed:large, lado a lado com a rota simples',
  [
    { nome: 'anúncios', largura: 9 },
    { nome: 'caso', largura: 28, esquerda: true },
    { nome: 'cache', largura: 5 },
    { nome: 'consulta', largura: 24, esquerda: true },
    { nome: 'conexões', largura: 8 },
    { nome: 'req/s', largura: 7 },
    { nome: 'p95', largura: 9 },
    { nome: 'fração da simples', largura: 17 },
  ],
)
const registrar = (r: Resultado) =>
  t.registrar([
    r.anuncios,
    r.caso,
    r.cache ? 'sim' : 'não',
    r.detalhe,
    r.conexoes,
    r.rps.toFixed(0),
    ms(r.p95),
    r.fracao.toFixed(2),
  ])
for (const r of resultados.sort((a, b) => a.anuncios - b.anuncios)) registrar(r)

if (!values.desenhar) for (const tamanho of tamanhos) await medirTamanho(tamanho)

const svg = doChamador(values.svg)
if (svg) {
  // The queries' own cost when it was measured (the cache off), else the served one; the bare route
  // of the same pass.
  const cache = !modos.includes(false)
  const c = Math.max(...niveis)
  const porCaso = (campo: 'rps' | 'p95') =>
    [SIMPLES, ...CASOS].map((caso) => ({
      nome: caso,
      pontos: resultados
        .filter((r) => r.caso === caso && r.conexoes === c && r.cache === cache)
        .sort((a, b) => a.anuncios - b.anuncios)
        .map((r) => ({ x: r.anuncios, y: r[campo] })),
    }))
  await writeFile(
    svg,
    graficoSvg(
      `Custo conforme o catálogo cresce (GET no servidor construído, autocannon, ${cache ? 'com' : 'sem'} o cache da vitrine)`,
      [
        { titulo: `req/s com ${c} conexões`, eixoY: 'req/s (escala log)', series: porCaso('rps') },
        { titulo: `p95 com ${c} conexões`, eixoY: 'p95 em ms (escala log)', series: porCaso('p95') },
      ],
    ),
  )
  t.nota(`Gráfico (${cache ? 'com' : 'sem'} cache, ${c} conexões): ${path.relative(process.cwd(), svg)}`)
}
// The growth between the smallest and the largest size: the exponent k of p95 ~ n^k.
const medidos = [...new Set(resultados.map((r) => r.anuncios))].sort((a, b) => a - b)
if (medidos.length > 1) {
  const [menor, maior] = [medidos[0] as number, medidos.at(-1) as number]
  const achar = (caso: string, cache: boolean, conexoes: number, anuncios: number) =>
    resultados.find(
      (r) => r.caso === caso && r.cache === cache && r.conexoes === conexoes && r.anuncios === anuncios,
    )
  for (const cache of modos)
    for (const caso of CASOS)
      for (const conexoes of niveis) {
        const de = achar(caso, cache, conexoes, menor)
        const ate = achar(caso, cache, conexoes, maior)
        if (!de || !ate) continue
        const k = Math.log(ate.p95 / de.p95) / Math.log(maior / menor)
        const forma = k < 0.1 ? 'plano' : k < 0.6 ? 'sublinear (logarítmico ou raiz)' : 'quase linear'
        t.nota(
          `- ${caso} (${cache ? 'com' : 'sem'} cache), ${conexoes} conexão(ões): p95 × ${(ate.p95 / de.p95).toFixed(1)}` +
            ` de ${menor} a ${maior} anúncios (expoente ${k.toFixed(2)}: ${forma})`,
        )
      }
}
t.imprimir()
if (arquivoJson && !values.desenhar) await writeFile(arquivoJson, `${JSON.stringify(resultados, null, 2)}\n`)

async function medirTamanho(tamanho: number) {
  console.log(`\n${tamanho} anúncios: banco novo, seed:large…`)
  const server = await startBuiltServer()
  const { db, pool } = createDb(server.databaseUrl, 4)
  const tmp = await mkdtemp(path.join(tmpdir(), 'recria-crescimento-'))
  let bare: RotaSimples | undefined
  try {
    await semearCatalogo(db, server, { listings: tamanho, sellers: Math.max(20, Math.round(tamanho / 300)) })
    const { rows } = await db.execute<{ id_anuncio: number }>(sql`select id_anuncio from anuncios_busca
      where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())
      order by random() limit 50`)
    const { rows: contagem } = await db.execute<{
      n: number
    }>(sql`select count(*)::int as n from anuncios_busca
      where visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())`)
    const catalogo = '/api/anuncios/ativos-comprador'
    const pagina1 = await fetch(`${server.baseUrl}${catalogo}`)
    const corpo = await pagina1.text()
    if (pagina1.status !== 200) throw new Error(`catálogo ${pagina1.status}: ${corpo}`)
    const porPagina = Math.max(1, (JSON.parse(corpo) as { itens: unknown[] }).itens.length)
    // Page 500, or the last one of a smaller catalogue (the answer's count stops early: not from it).
    const funda = Math.max(1, Math.min(500, Math.floor((contagem[0]?.n ?? 0) / porPagina)))
    const arquivo = path.join(tmp, 'pagina.json')
    await writeFile(arquivo, corpo)
    bare = await iniciarRotaSimples(arquivo)
    const bareUrl = bare.url

    const caminhos: Record<(typeof CASOS)[number], { detalhe: string; caminhos: string[] }> = {
      'página 1': { detalhe: '', caminhos: [catalogo] },
      'página funda': { detalhe: `page=${funda}`, caminhos: [`${catalogo}?page=${funda}`] },
      'busca com filtros': {
        detalhe: `${PALAVRAS.length} palavras, R$ 30–150, sustentável`,
        caminhos: PALAVRAS.map(
          (w) => `${catalogo}?busca=${w}&preco_min=30&preco_max=150&forma_pagamento=sustentavel`,
        ),
      },
      'busca com erro de digitação': {
        detalhe: 'luminaira, garafa…',
        caminhos: ['luminaira', 'garafa', 'almofda', 'mochlia', 'cachepo'].map(
          (w) => `${catalogo}?busca=${w}`,
        ),
      },
      'anúncio (visitante)': {
        detalhe: `${rows.length} anúncios ao acaso`,
        caminhos: rows.map((r) => `/api/anuncios/${r.id_anuncio}`),
      },
    }
    for (const [caso, { caminhos: lista }] of Object.entries(caminhos))
      for (const c of lista) {
        const res = await fetch(`${server.baseUrl}${c}`)
        const texto = await res.text()
        if (res.status !== 200) throw new Error(`${caso} ${c}: ${res.status} ${texto.slice(0, 200)}`)
        if ((JSON.parse(texto) as { total?: number }).total === 0)
          console.log(`  (${caso}: ${c} não encontrou nada)`)
      }

    const medir = async (url: string, conexoes: number, lista?: string[]) => {
      if (aquecimento > 0) await disparar({ url, conexoes, segundos: aquecimento, caminhos: lista })
      return disparar({ url, conexoes, segundos, caminhos: lista })
    }
    for (const cache of modos) {
      // Without the cache: a second server on the same database.
      const api = cache
        ? server
        : await startBuiltServer({ DATABASE_URL: server.databaseUrl, CACHE_VITRINE_ENTRADAS: '0' })
      try {
        const base = api.baseUrl.replace('//localhost:', '//127.0.0.1:')
        for (const conexoes of niveis) {
          const simples = await medir(bareUrl, conexoes)
          const anotar = (caso: string, detalhe: string, m: typeof simples) => {
            if (m.erros)
              throw new Error(`${caso}, ${conexoes} conexões: ${m.erros} erros ou respostas não 2xx`)
            const fracao = m.rps / simples.rps
            const r = { anuncios: tamanho, caso, cache, conexoes, rps: m.rps, p95: m.p95, fracao, detalhe }
            resultados.push(r)
            registrar(r)
          }
          anotar(SIMPLES, 'página 1 fixa', simples)
          for (const caso of CASOS) {
            const { detalhe, caminhos: lista } = caminhos[caso]
            anotar(caso, detalhe, await medir(base, conexoes, lista))
          }
        }
      } finally {
        if (api !== server) await api.stop()
      }
    }
  } finally {
    bare?.parar()
    await pool.end()
    await server.stop()
    await rm(tmp, { recursive: true, force: true })
  }
}
