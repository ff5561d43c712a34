// Speed near the machine's limit: the built server measured from outside with autocannon,
// side by side in ONE run with a bare Fastify route answering the catalogue's page 1 as a fixed
// object (its own process, as the API is). Each case's req/s is given as a share of the bare route's,
// at the same number of connections; a case with any error or non-2xx answer fails.
// Usage: npm run build && npm run bench:velocidade [-- --duracao 10 --conexoes 16 --casos 1,5
//   --listings 300000 --perfil /tmp/perfil]
// On the demo data by default; `--listings N` fills the server's embedded PostgreSQL with seed:large
// first. `--perfil <dir>` runs the server under `node --cpu-prof` and prints where its time went (the
// profile slows it: its figures do not count against the targets).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createDb } from '../apps/api/src/db/client.ts'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { disparar, type Medida, ms } from './canhao.ts'
import { entrar } from './contas.ts'
import { imprimirPerfil } from './perfil.ts'
import { iniciarRotaSimples, type RotaSimples } from './rota-simples.ts'
import { semearCatalogo } from './semente.ts'
import { inicio, quadro, veredito } from './tabela.ts'

const { values } = parseArgs({
  options: {
    duracao: { type: 'string', default: '10' },
    aquecimento: { type: 'string', default: '2' },
    conexoes: { type: 'string', default: '16' },
    /** Only the cases whose number is listed (1 to 8, as CASOS), e.g. --casos 1,5; the bare route always runs. */
    casos: { type: 'string' },
    listings: { type: 'string' },
    sellers: { type: 'string', default: '1000' },
    perfil: { type: 'string' },
  },
})
const segundos = Number(values.duracao)
const aquecimento = Number(values.aquecimento)
const niveis = (values.conexoes ?? '16').split(',').map(Number)
if (!(segundos > 0) || niveis.some((n) => !(n > 0)))
  throw new Error('--duracao e --conexoes: números positivos')

interface Caso {
  nome: string
  /** The path and query on the API, given the demo listing and the buyer's id. */
  caminho: (ids: { anuncio: number; comprador: number }) => string
  sessao?: boolean
  /** The least share of the bare route's req/s. */
  fracao: number
  /** p97.5 at 16 connections at most this (ms). */
  p975?: number
}

const FILTROS = 'busca=luminaria&preco_min=30&preco_max=150&forma_pagamento=sustentavel'
const CASOS: Caso[] = [
  {
    nome: 'catálogo, página 1 (visitante)',
    caminho: () => '/api/anuncios/ativos-comprador',
    fracao: 0.5,
    p975: 10,
  },
  {
    nome: 'catálogo, busca com filtros',
    caminho: () => `/api/anuncios/ativos-comprador?${FILTROS}`,
    fracao: 0.2,
  },
  {
    nome: 'busca popular repetida (luminaria)',
    caminho: () => '/api/anuncios/ativos-comprador?busca=luminaria',
    fracao: 0.5,
  },
  {
    nome: 'anúncio (visitante)',
    caminho: ({ anuncio }) => `/api/anuncios/${anuncio}`,
    fracao: 0.5,
    p975: 10,
  },
  { nome: '/usuarios/me (comprador)', caminho: () => '/api/usuarios/me', sessao: true, fracao: 0.25 },
  {
    nome: 'notificações não lidas (comprador)',
    caminho: ({ comprador }) => `/api/notificacoes/usuario/${comprador}/contar-nao-lidas`,
    sessao: true,
    fracao: 0.25,
  },
  {
    nome: 'carrinho (comprador)',
    caminho: ({ comprador }) => `/api/carrinho/usuario/${comprador}`,
    sessao: true,
    fracao: 0.25,
  },
]
const escolhidos = values.casos?.split(',').map(Number)
const casos = CASOS.filter((_, i) => !escolhidos || escolhidos.includes(i + 1))

const tmp = await mkdtemp(path.join(tmpdir(), 'recria-velocidade-'))
const perfilDir = values.perfil ? path.resolve(values.perfil) : undefined
if (perfilDir) await mkdir(perfilDir, { recursive: true })
const server = await startBuiltServer(
  {},
  { nodeArgs: perfilDir ? ['--cpu-prof', '--cpu-prof-dir', perfilDir] : [] },
)
let bare: RotaSimples | undefined
let falhou = false
try {
  if (values.listings) {
    const { db, pool } = createDb(server.databaseUrl, 4)
    try {
      await semearCatalogo(db, server, { listings: Number(values.listings), sellers: Number(values.sellers) })
    } finally {
      await pool.end()
    }
  }
  // By address: autocannon resolves names itself, and the server listens on IPv4 only.
  const base = server.baseUrl.replace('//localhost:', '//127.0.0.1:')
  const pagina1 = await fetch(`${base}/api/anuncios/ativos-comprador`)
  const corpo = await pagina1.text()
  const { itens, total } = JSON.parse(corpo) as { itens: { id_anuncio: number }[]; total: number }
  const anuncio = itens[0]?.id_anuncio
  if (pagina1.status !== 200 || anuncio === undefined) throw new Error(`catálogo ${pagina1.status}: ${corpo}`)
  const arquivo = path.join(tmp, 'pagina.json')
  await writeFile(arquivo, corpo)
  bare = await iniciarRotaSimples(arquivo)
  const bareUrl = bare.url

  const cookie = await entrar(base, 'comprador@recria.com.br', 'recria123')
  const me = (await (await fetch(`${base}/api/usuarios/me`, { headers: { cookie } })).json()) as {
    id_usuario: number
  }
  const ids = { anuncio, comprador: me.id_usuario }
  // The buyer's cart holds the demo listing (the demo buyer starts with none).
  for (const forma of ['padrao', 'sustentavel']) {
    const res = await fetch(`${base}/api/carrinho/item`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        id_usuario_comprador: ids.comprador,
        id_anuncio: anuncio,
        quantidade: 1,
        forma_pagamento_selecionada: forma,
      }),
    })
    if (res.status === 200 || res.status === 201) break
    if (forma === 'sustentavel') throw new Error(`carrinho: ${res.status} ${await res.text()}`)
  }
  const encontrados: string[] = []
  for (const caso of casos) {
    const res = await fetch(`${base}${caso.caminho(ids)}`, { headers: caso.sessao ? { cookie } : {} })
    const texto = await res.text()
    if (res.status !== 200) throw new Error(`${caso.nome}: ${res.status} ${texto}`)
    const achados = (JSON.parse(texto) as { total?: number }).total
    if (achados !== undefined) encontrados.push(`${caso.nome}: ${achados}`)
    if (achados === 0) console.log(`  (${caso.nome}: a resposta não tem nenhum anúncio)`)
  }

  inicio(
    `${total} anúncios no catálogo; autocannon ${segundos} s por caso (aquecimento ${aquecimento} s), ` +
      `conexões ${niveis.join(', ')}${perfilDir ? '; API sob --cpu-prof (mais lenta)' : ''}`,
  )
  const t = quadro('GET no servidor construído, lado a lado com a rota Fastify simples na mesma execução', [
    { nome: 'caso', largura: 36 },
    { nome: 'conexões', largura: 8 },
    { nome: 'req/s', largura: 7 },
    { nome: 'p50', largura: 8 },
    { nome: 'p97.5', largura: 8 },
    { nome: 'p99', largura: 8 },
    { nome: 'erros', largura: 5 },
    { nome: 'fração da simples', largura: 17 },
    { nome: 'alvo', largura: 26 },
    { nome: 'resultado', largura: 12 },
  ])
  const medir = async (url: string, conexoes: number, sessao?: boolean): Promise<Medida> => {
    const opcoes = { url, conexoes, cookie: sessao ? cookie : undefined }
    if (aquecimento > 0) await disparar({ ...opcoes, segundos: aquecimento })
    return disparar({ ...opcoes, segundos })
  }
  for (const conexoes of niveis) {
    const simples = await medir(bareUrl, conexoes)
    const semErros = simples.erros === 0
    falhou ||= !semErros
    t.registrar([
      'rota Fastify simples (página 1 fixa)',
      conexoes,
      simples.rps.toFixed(0),
      ms(simples.p50),
      ms(simples.p97_5),
      ms(simples.p99),
      simples.erros,
      '1.00',
      '',
      semErros ? '' : 'com erros',
    ])
    for (const caso of casos) {
      const m = await medir(`${base}${caso.caminho(ids)}`, conexoes, caso.sessao)
      const fracao = simples.rps ? m.rps / simples.rps : 0
      const latencia = caso.p975 !== undefined && conexoes === 16
      const ok =
        m.erros === 0 &&
        fracao >= caso.fracao &&
        (!latencia || m.p97_5 <= (caso.p975 ?? Number.POSITIVE_INFINITY))
      falhou ||= !ok
      const alvo = `≥ ${caso.fracao.toFixed(2)}${latencia ? `, p97.5 ≤ ${caso.p975} ms` : ''}`
      t.registrar([
        caso.nome,
        conexoes,
        m.rps.toFixed(0),
        ms(m.p50),
        ms(m.p97_5),
        ms(m.p99),
        m.erros,
        fracao.toFixed(2),
        alvo,
        m.erros ? 'com erros' : veredito(ok),
      ])
    }
  }
  if (encontrados.length) t.nota(`Anúncios encontrados: ${encontrados.join('; ')}.`)
  t.nota(
    'A rota simples serializa a página 1 a cada chamada; uma resposta guardada já serializada (e menor, como a de um anúncio) pode passar dela.',
  )
  t.imprimir()
} finally {
  bare?.parar()
  await server.stop()
  await rm(tmp, { recursive: true, force: true })
}
if (perfilDir) await imprimirPerfil(perfilDir)
console.log(`\nResultado: ${falhou ? 'alvos não atingidos' : 'todos os alvos atingidos'}`)
if (falhou) process.exitCode = 1
