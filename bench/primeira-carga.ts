// The JavaScript a phone downloads on its first visit to a landing page: the app's entry and what it
// imports, plus the page's module and what it imports (static imports only: dialogs and libraries a
// page loads later are not in it), read from the web build's manifest and its landing pages
// (dist/.vite/paginas.json: each page's scripts the entry does not load). Sizes are gzip -9, from the
// .gz files the build writes beside each file (compressed here when a build has none).
// Fails when a landing page's first load is above the budget: a guard of the first load.
// Usage: npm run build && npm run bench:primeira-carga [-- --dist apps/web/dist --budget 150]
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { inicio, quadro } from './tabela.ts'

const RAIZ = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(RAIZ, 'apps/web/dist') },
    budget: { type: 'string', default: '150' },
  },
})
const DIST = path.resolve(values.dist)
const ORCAMENTO_KB = Number(values.budget)

/** Landing pages people arrive at from outside, by their route pattern. */
const PAGINAS = [
  { pagina: 'catálogo (/)', rota: '/' },
  { pagina: 'anúncio (/anuncio-produto/:id)', rota: '/anuncio-produto/:id' },
  { pagina: 'loja (/loja/:id)', rota: '/loja/:id' },
]

type Entrada = { file: string; imports?: string[]; isEntry?: boolean }
const manifesto: Record<string, Entrada> = JSON.parse(
  readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
)
/** Each landing page's scripts beside the entry's, as the server preloads them (`/assets/…`). */
const scriptsDasPaginas: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(DIST, '.vite/paginas.json'), 'utf8'),
)

/** The files `chave` loads before it runs: itself and its static imports, transitively. */
function fecho(chave: string, arquivos = new Set<string>()): Set<string> {
  const entrada = manifesto[chave]
  if (!entrada) throw new Error(`módulo fora do manifesto da build: ${chave}`)
  if (arquivos.has(entrada.file)) return arquivos
  arquivos.add(entrada.file)
  for (const importado of entrada.imports ?? []) fecho(importado, arquivos)
  return arquivos
}

function gzipBytes(arquivo: string): number {
  const completo = path.join(DIST, arquivo)
  if (existsSync(`${completo}.gz`)) return readFileSync(`${completo}.gz`).length
  return gzipSync(readFileSync(completo), { level: 9 }).length
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const entrada = Object.keys(manifesto).find((chave) => manifesto[chave]?.isEntry)
if (!entrada) throw new Error('a build não tem entrada no manifesto')
const daEntrada = fecho(entrada)
const tamanhoEntrada = [...daEntrada].reduce((soma, arquivo) => soma + gzipBytes(arquivo), 0)

inicio()
const t = quadro(`Primeira carga de JavaScript (gzip -9), orçamento ${ORCAMENTO_KB} KB por página`, [
  { nome: 'página', largura: 32 },
  { nome: 'arquivos', largura: 8 },
  { nome: 'entrada', largura: 9 },
  { nome: 'página', largura: 9 },
  { nome: 'total', largura: 9 },
  { nome: 'orçamento', largura: 9 },
])
let acima = 0
for (const { pagina, rota } of PAGINAS) {
  const scripts = scriptsDasPaginas[rota]
  if (!scripts) throw new Error(`página fora da build: ${rota}`)
  const arquivos = new Set([...daEntrada, ...scripts.map((script) => script.replace(/^\//, ''))])
  const total = [...arquivos].reduce((soma, arquivo) => soma + gzipBytes(arquivo), 0)
  const ok = total <= ORCAMENTO_KB * 1024
  if (!ok) acima++
  t.registrar([
    pagina,
    arquivos.size,
    kb(tamanhoEntrada),
    kb(total - tamanhoEntrada),
    kb(total),
    ok ? 'dentro' : 'ACIMA',
  ])
}
t.imprimir()
if (acima > 0) {
  console.error(`\n${acima} página(s) acima de ${ORCAMENTO_KB} KB de JavaScript na primeira carga.`)
  process.exitCode = 1
}
