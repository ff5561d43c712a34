// Lighthouse (mobile profile: its default phone emulation and simulated slow 4G with a 4× slower
// CPU) on the built product with the demo seed: the catalogue, a listing, a shop, the cart drawer of a
// signed-in buyer, the login page and the seller's orders. Each page load is measured by Lighthouse's
// own command line with its defaults and a fresh Chromium (lighthouse-cli.ts), as anyone measuring the
// site would; the drawer, which opens on a loaded page, by a user flow. Prints, per page, the three scores, LCP,
// TBT (the stand-in for INP), CLS and the JavaScript it loads, then the table in Markdown; exits 1
// when a page misses a target (performance ≥ 95, accessibility 100, best practices ≥ 95), listing
// the audits that failed.
// Usage: npm run build && npm run audit:web [-- --runs 3 --paginas 1,2,3 --md tabela.md --reports pasta]
import { mkdir, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Flags, type Result as Lhr, startFlow } from 'lighthouse'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { chromiumPath } from '../scripts/chromium.mjs'
import { entrar } from './contas.ts'
import { lighthouseCli, RodadaPerdida } from './lighthouse-cli.ts'
import { inicio, quadro } from './tabela.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    /** Only the pages whose number is listed (1 to 6, in the table's order), e.g. --paginas 4,5. */
    paginas: { type: 'string' },
    md: { type: 'string' },
    reports: { type: 'string' },
  },
})
const RUNS = Number(values.runs)
const ALVOS = { desempenho: 95, acessibilidade: 100, boasPraticas: 95 }
const SENHA = 'recria123'
let versao = '?'
/** Lighthouse's measure of the machine's speed at each audit (lower: slower or busier). */
const indices: number[] = []
const FLAGS: Flags = { locale: 'pt', logLevel: 'error' }

interface Medida {
  desempenho: number
  acessibilidade: number
  boasPraticas: number
  /** null when nothing loads (the drawer opens on the page already there). */
  lcp: number | null
  tbt: number
  cls: number
  /** Bytes of the page's scripts as the browser took them (its encoding, headers included), and re-read as gzip. */
  jsTransferido: number
  jsGzip: number
  arquivosJs: number
  falhas: Falha[]
}

/** An audit that pulled a category below its target, and what it measured ("2,4 s"). */
interface Falha {
  audit: string
  valor: string
}

interface Pagina {
  nome: string
  caminho: string
  /** Signs the browser in (a session cookie) before the audit; none for a visitor. */
  email?: string
  /** Opens the cart drawer after loading the page and audits it open. */
  gaveta?: boolean
}

/** Bytes of `url` over the wire with only gzip accepted (the server's precompressed files). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let size = 0
      res.on('data', (chunk: Buffer) => (size += chunk.length))
      res.on('end', () => resolve(size))
      res.on('error', reject)
    }).on('error', reject)
  })
}

const score = (lhr: Lhr, categoria: string) => Math.round((lhr.categories[categoria]?.score ?? 0) * 100)
const numero = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

/** The scripts the step's network records hold: URL and transfer size. */
function scripts(lhr: Lhr): { url: string; transferSize: number }[] {
  const details = lhr.audits['network-requests']?.details as
    | { items: { url: string; resourceType?: string; transferSize?: number }[] }
    | undefined
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }))
}

/** The audits behind a category below its target: for performance, metrics and savings scoring under 90. */
function falhas(lhr: Lhr, categoria: string, alvo: number): Falha[] {
  const cat = lhr.categories[categoria]
  if (!cat || Math.round((cat.score ?? 0) * 100) >= alvo) return []
  const lista: Falha[] = []
  for (const ref of cat.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue
    const limite = categoria === 'performance' ? 0.9 : 1
    if (audit.score >= limite || ref.group === 'hidden') continue
    // Accessibility and best practices: the audits that count; performance: its metrics and the savings.
    if (ref.weight === 0 && (categoria !== 'performance' || audit.details?.type !== 'opportunity')) continue
    lista.push({ audit: `${cat.title}: ${audit.id} — ${audit.title}`, valor: audit.displayValue ?? '' })
  }
  return lista
}

async function medir(lhrs: { carga?: Lhr; abertura?: Lhr; retrato: Lhr }): Promise<Medida> {
  const { carga, abertura, retrato } = lhrs
  // Performance: the load's, or the opening's when the page is a drawer opened in place.
  const tempo = (abertura ?? carga) as Lhr
  const porUrl = new Map(
    [...(carga ? scripts(carga) : []), ...(abertura ? scripts(abertura) : [])].map((s) => [s.url, s]),
  )
  const todos = [...porUrl.values()]
  let jsGzip = 0
  for (const script of todos) jsGzip += await gzipSize(script.url)
  return {
    desempenho: score(tempo, 'performance'),
    acessibilidade: score(retrato, 'accessibility'),
    // The drawer's snapshot cannot see the console: the opening's own best practices count too.
    boasPraticas: Math.min(
      score(retrato, 'best-practices'),
      abertura ? score(abertura, 'best-practices') : 100,
    ),
    lcp: abertura ? null : numero(tempo, 'largest-contentful-paint'),
    tbt: numero(tempo, 'total-blocking-time'),
    cls: numero(tempo, 'cumulative-layout-shift'),
    jsTransferido: todos.reduce((soma, s) => soma + s.transferSize, 0),
    jsGzip,
    arquivosJs: todos.length,
    falhas: [
      ...falhas(tempo, 'performance', ALVOS.desempenho),
      ...falhas(retrato, 'accessibility', ALVOS.acessibilidade),
      ...falhas(retrato, 'best-practices', ALVOS.boasPraticas),
      ...(abertura ? falhas(abertura, 'best-practices', ALVOS.boasPraticas) : []),
    ],
  }
}

async function auditarAteTresVezes(browser: Browser, baseUrl: string, pagina: Pagina, relatorio?: string) {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await auditar(browser, baseUrl, pagina, relatorio)
    } catch (error) {
      if (!(error instanceof RodadaPerdida) || tentativa === 3) throw error
      console.log(`    (${error.message}: medindo de novo)`)
    }
  }
}

async function auditar(
  browser: Browser,
  baseUrl: string,
  pagina: Pagina,
  relatorio?: string,
): Promise<Medida> {
  const url = new URL(pagina.caminho, baseUrl).toString()
  if (!pagina.gaveta) {
    // A page load: measured by the Lighthouse command line itself, as anyone measures the site.
    const cookie = pagina.email ? await entrar(baseUrl, pagina.email, SENHA) : undefined
    const lhr = await lighthouseCli(url, { cookie, relatorio })
    if (lhr.runtimeError) throw new RodadaPerdida(`${pagina.nome}: ${lhr.runtimeError.code}`)
    versao = lhr.lighthouseVersion
    indices.push(lhr.environment.benchmarkIndex)
    return medir({ carga: lhr, retrato: lhr })
  }
  // The drawer opens on a loaded page: a user flow (the load, the opening, the drawer open).
  const context = await browser.createBrowserContext()
  try {
    if (pagina.email) {
      const [name, value] = (await entrar(baseUrl, pagina.email, SENHA)).split('=') as [string, string]
      await context.setCookie({ name, value, domain: new URL(baseUrl).hostname, path: '/', httpOnly: true })
    }
    const page: Page = await context.newPage()
    const flow = await startFlow(page, { name: pagina.nome, flags: FLAGS })
    await flow.navigate(url, { name: `Carga de ${pagina.nome}` })
    const botao = await page.waitForSelector('header button[aria-label^="Carrinho ("]')
    await flow.startTimespan({ name: 'Abrir a gaveta do carrinho' })
    await botao?.click()
    await page.waitForSelector('[role="dialog"] ::-p-text(Finalizar compra)')
    await flow.endTimespan()
    await flow.snapshot({ name: 'Gaveta do carrinho aberta' })
    const result = await flow.createFlowResult()
    const erro = result.steps.map((step) => step.lhr.runtimeError).find(Boolean)
    if (erro) throw new RodadaPerdida(`${pagina.nome}: ${erro.code}`)
    if (relatorio) await writeFile(relatorio, await flow.generateReport())
    versao = result.steps[0]?.lhr.lighthouseVersion ?? versao
    indices.push(result.steps[0]?.lhr.environment.benchmarkIndex ?? Number.NaN)
    const [, abertura, retrato] = result.steps.map((step) => step.lhr) as [Lhr, Lhr, Lhr]
    return medir({ abertura, retrato })
  } finally {
    await context.close()
  }
}

/** A demo listing of the storefront and its seller, and the demo buyer's cart holding two listings. */
async function prepararCarrinho(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/anuncios/ativos-comprador?forma_pagamento=padrao&limit=12`)
  const { itens } = (await res.json()) as {
    itens: { id_anuncio: number; usuario_vendedor: { id_usuario: number } }[]
  }
  const [primeiro] = itens
  const outro = itens.find((i) => i.usuario_vendedor.id_usuario !== primeiro?.usuario_vendedor.id_usuario)
  if (!primeiro || !outro)
    throw new Error('a vitrine de demonstração não tem anúncios padrão de dois ateliês')
  const cookie = await entrar(baseUrl, 'comprador@recria.com.br', SENHA)
  const eu = (await (await fetch(`${baseUrl}/api/usuarios/me`, { headers: { cookie } })).json()) as {
    id_usuario: number
  }
  for (const anuncio of [primeiro, outro]) {
    const item = await fetch(`${baseUrl}/api/carrinho/item`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        id_usuario_comprador: eu.id_usuario,
        id_anuncio: anuncio.id_anuncio,
        quantidade: 1,
        forma_pagamento_selecionada: 'padrao',
      }),
    })
    if (!item.ok) throw new Error(`carrinho: ${item.status} ${await item.text()}`)
  }
  return { idAnuncio: primeiro.id_anuncio, idVendedor: primeiro.usuario_vendedor.id_usuario }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? Number.NaN

function mediana(medidas: Medida[]): Medida {
  const m = (f: (x: Medida) => number) => median(medidas.map(f))
  const lcps = medidas.map((x) => x.lcp).filter((x): x is number => x !== null)
  // One line per audit: the runs where it failed and what it measured in each.
  const porAudit = new Map<string, Set<string>>()
  const vezes = new Map<string, number>()
  for (const medida of medidas) {
    for (const audit of new Set(medida.falhas.map((f) => f.audit)))
      vezes.set(audit, (vezes.get(audit) ?? 0) + 1)
    for (const f of medida.falhas) porAudit.set(f.audit, (porAudit.get(f.audit) ?? new Set()).add(f.valor))
  }
  return {
    desempenho: m((x) => x.desempenho),
    acessibilidade: m((x) => x.acessibilidade),
    boasPraticas: m((x) => x.boasPraticas),
    lcp: lcps.length ? median(lcps) : null,
    tbt: m((x) => x.tbt),
    cls: m((x) => x.cls),
    jsTransferido: m((x) => x.jsTransferido),
    jsGzip: m((x) => x.jsGzip),
    arquivosJs: m((x) => x.arquivosJs),
    falhas: [...porAudit].map(([audit, valores]) => ({
      audit: medidas.length > 1 ? `${audit} [${vezes.get(audit)}/${medidas.length}]` : audit,
      valor: [...valores].filter(Boolean).join('; '),
    })),
  }
}

const atinge = (x: Medida) =>
  x.desempenho >= ALVOS.desempenho &&
  x.acessibilidade >= ALVOS.acessibilidade &&
  x.boasPraticas >= ALVOS.boasPraticas

const executablePath = chromiumPath()
if (!executablePath) throw new Error('Chromium não encontrado (defina CHROMIUM_PATH).')
// The load average of the last minute: other work on the machine slows the audited pages.
inicio()
const server = await startBuiltServer()
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
  ],
})
let falhou = false
try {
  const { idAnuncio, idVendedor } = await prepararCarrinho(server.baseUrl)
  const paginas: Pagina[] = [
    { nome: 'catálogo (visitante)', caminho: '/' },
    { nome: 'anúncio (visitante)', caminho: `/anuncio-produto/${idAnuncio}` },
    { nome: 'loja do ateliê (visitante)', caminho: `/loja/${idVendedor}` },
    { nome: 'gaveta do carrinho (comprador)', caminho: '/', email: 'comprador@recria.com.br', gaveta: true },
    { nome: 'login', caminho: '/login' },
    { nome: 'pedidos do vendedor', caminho: '/pedidos', email: 'vendedor@recria.com.br' },
  ].filter(
    (_, i) =>
      !values.paginas ||
      values.paginas
        .split(',')
        .map(Number)
        .includes(i + 1),
  )
  if (values.reports) await mkdir(values.reports, { recursive: true })
  const t = quadro('', [
    { nome: 'página', largura: 32 },
    { nome: 'desempenho', largura: 10 },
    { nome: 'acessibilidade', largura: 14 },
    { nome: 'boas práticas', largura: 13 },
    { nome: 'LCP', largura: 7 },
    { nome: 'TBT', largura: 7 },
    { nome: 'CLS', largura: 5 },
    { nome: 'JavaScript (gzip)', largura: 17, esquerda: true },
    { nome: 'alvos', largura: 12 },
  ])
  for (const [i, pagina] of paginas.entries()) {
    const medidas: Medida[] = []
    for (let run = 0; run < RUNS; run++) {
      const relatorio =
        values.reports && run === 0
          ? path.join(values.reports, `${i + 1}-${pagina.caminho.split('/')[1] || 'catalogo'}.html`)
          : undefined
      medidas.push(await auditarAteTresVezes(browser, server.baseUrl, pagina, relatorio))
    }
    const x = mediana(medidas)
    const ok = atinge(x)
    falhou ||= !ok
    const lcp = x.lcp === null ? '—' : `${(x.lcp / 1000).toFixed(2)} s`
    const js = `${kb(x.jsGzip)} (${x.arquivosJs} arquivos; ${kb(x.jsTransferido)} na rede)`
    const rotulo = pagina.gaveta
      ? `${pagina.nome}, aberta em \`${pagina.caminho}\``
      : `${pagina.nome} \`${pagina.caminho}\``
    t.registrar([
      rotulo,
      x.desempenho,
      x.acessibilidade,
      x.boasPraticas,
      lcp,
      `${x.tbt.toFixed(0)} ms`,
      x.cls.toFixed(3),
      js,
      ok ? 'atingido' : 'não atingido',
    ])
    for (const f of x.falhas) console.log(`    ✖ ${f.audit}${f.valor ? ` (${f.valor})` : ''}`)
  }
  const markdown = t.imprimir(
    `Lighthouse ${versao}, perfil celular (emulação e limitação simulada padrão), ${RUNS} execução(ões) por página (mediana);` +
      ` benchmarkIndex do Lighthouse ${median(indices).toFixed(0)} (de ${Math.min(...indices).toFixed(0)} a ${Math.max(...indices).toFixed(0)})`,
  )
  if (values.md) await writeFile(values.md, `${markdown}\n`)
} finally {
  await browser.close()
  await server.stop()
}
if (falhou) {
  console.error(
    `\nAlguma página ficou abaixo dos alvos (desempenho ≥ ${ALVOS.desempenho}, acessibilidade ${ALVOS.acessibilidade}, boas práticas ≥ ${ALVOS.boasPraticas}).`,
  )
  process.exitCode = 1
}
