// The catalogue route (/) as a visitor's phone gets it, on the built server with the demo seed:
// the JavaScript of its first load (gzip, brotli and raw) and its largest contentful paint under a
// throttled mobile profile (Chromium through CDP: network like Lighthouse's slow 4G, CPU slowed 4×).
// Usage: npm run build && npm run bench:web [-- --runs 5 --path / --cpu 4]
import { get } from 'node:http'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from 'playwright-core'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { chromiumPath } from '../scripts/chromium.mjs'
import { inicio, quadro } from './tabela.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
    cpu: { type: 'string', default: '4' },
  },
})
const RUNS = Number(values.runs)
const PATH = values.path
const CPU_SLOWDOWN = Number(values.cpu)
/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/** Bytes of `url` over the wire with `encoding` accepted (the server's precompressed files). */
function wireSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let size = 0
      res.on('data', (chunk: Buffer) => (size += chunk.length))
      res.on('end', () => resolve(size))
      res.on('error', reject)
    }).on('error', reject)
  })
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN

/** Every script the page asked for until the cards were on screen and the network went quiet. */
async function firstLoadScripts(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('article').first().waitFor()
  await context.close()
  return [...scripts]
}

interface Paint {
  lcp: number
  fcp: number
  element: string
}

/** One cold load of `url` (fresh context, empty cache) under the throttled profile. */
async function throttledLoad(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext(PHONE)
  const page: Page = await context.newPage()
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; element: string } }
    w.__lcp = { time: 0, element: '' }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
        const el = entry.element
        const text = el?.textContent?.trim().slice(0, 40) ?? ''
        w.__lcp = {
          time: entry.startTime,
          element: `${el?.tagName.toLowerCase() ?? '?'} ${entry.url || text}`,
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.getByRole('article').first().waitFor({ timeout: 120_000 })
  // The pictures of the first cards may still be painting: give them the network's quiet moment.
  await page.waitForLoadState('networkidle')
  const paint = await page.evaluate(() => {
    const w = window as unknown as { __lcp: { time: number; element: string } }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    return { lcp: w.__lcp.time, element: w.__lcp.element, fcp }
  })
  await context.close()
  return paint
}

const executablePath = chromiumPath()
if (!executablePath) throw new Error('Chromium não encontrado (defina CHROMIUM_PATH).')
const server = await startBuiltServer()
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  const url = new URL(PATH, server.baseUrl).toString()
  const scripts = await firstLoadScripts(browser, url)
  let gzip = 0
  let brotli = 0
  let raw = 0
  for (const script of scripts) {
    gzip += await wireSize(script, 'gzip')
    brotli += await wireSize(script, 'br')
    raw += await wireSize(script, 'identity')
  }
  inicio()
  const t = quadro(
    `${PATH} (visitante) — celular 360×780 (DPR 2), rede 150 ms / 1,6 Mbit/s, CPU ${CPU_SLOWDOWN}× mais lenta, ${RUNS} cargas a frio`,
    [
      { nome: 'medida', largura: 44 },
      { nome: 'valor', largura: 40, esquerda: true },
    ],
  )
  t.registrar([
    `JavaScript da primeira carga (${scripts.length} arquivos)`,
    `gzip ${kb(gzip)}, brotli ${kb(brotli)}, sem compressão ${kb(raw)}`,
  ])

  const paints: Paint[] = []
  for (let i = 0; i < RUNS; i++) paints.push(await throttledLoad(browser, url))
  const lcps = paints.map((p) => p.lcp)
  t.registrar([
    'LCP, mediana',
    `${median(lcps).toFixed(0)} ms (de ${Math.min(...lcps).toFixed(0)} a ${Math.max(...lcps).toFixed(0)} ms)`,
  ])
  t.registrar(['FCP, mediana', `${median(paints.map((p) => p.fcp)).toFixed(0)} ms`])
  t.registrar(['elemento do LCP', `${paints.map((p) => p.element).at(-1)}`])
  t.imprimir()
} finally {
  await browser.close()
  await server.stop()
}
