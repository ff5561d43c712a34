// Where the API's time goes: the .cpuprofile that `node --cpu-prof` writes when the server exits,
// read as self time per function (hit count × sampling interval) and per package or module. The
// bundled API (apps/api/dist/server.js) is read back to its sources through its source map.
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { SourceMap } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface No {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
}
interface Perfil {
  nodes: No[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** The package (`fastify`, `pg`…), the product's module (`api: modules/anuncios`), or Node's own. */
export function grupo(url: string) {
  if (!url) return '(V8: nativo, GC, programa)'
  if (url.startsWith('node:')) return 'node (interno)'
  const pacote = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pacote) return pacote[1] as string
  const api = url.match(/apps\/api\/(?:dist|src)\/(.*)$/)
  if (api) {
    const partes = (api[1] as string).split('/')
    return `api: ${partes[0] === 'modules' || partes[0] === 'lib' ? partes.slice(0, 2).join('/') : partes[0]}`
  }
  const domain = url.match(/packages\/([^/]+)\//)
  if (domain) return `@recria/${domain[1]}`
  return url.replace(/^file:\/\//, '')
}

const curto = (url: string) => {
  const sem = url.replace(/^file:\/\//, '')
  const i = sem.lastIndexOf('node_modules/')
  if (i >= 0) return sem.slice(i + 'node_modules/'.length)
  const j = sem.search(/\/(apps|packages)\//)
  return j >= 0 ? sem.slice(j + 1) : sem
}

/** Reads the newest .cpuprofile of `dir` and prints the top functions and groups by self time. */
export async function imprimirPerfil(dir: string, top = 25) {
  const arquivos = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'))
  if (!arquivos.length) {
    console.log(`\nPerfil de CPU: nenhum .cpuprofile em ${dir}`)
    return
  }
  const comData = await Promise.all(
    arquivos.map(async (f) => ({ f, t: (await stat(path.join(dir, f))).mtimeMs })),
  )
  const arquivo = path.join(dir, comData.sort((a, b) => b.t - a.t)[0]?.f as string)
  const perfil = JSON.parse(await readFile(arquivo, 'utf8')) as Perfil
  const amostras = perfil.samples?.length ?? perfil.nodes.reduce((n, x) => n + (x.hitCount ?? 0), 0)
  const totalMs = (perfil.endTime - perfil.startTime) / 1000
  const intervalo = amostras ? totalMs / amostras : 0

  const mapas = new Map<string, SourceMap | null>()
  /** The source file and line of a bundled frame (its own url and line when it has no map). */
  const origem = ({ url, lineNumber, columnNumber }: No['callFrame']) => {
    if (!url.startsWith('file://') || url.includes('node_modules')) return { url, linha: lineNumber + 1 }
    if (!mapas.has(url)) {
      const arquivo = `${fileURLToPath(url)}.map`
      mapas.set(url, existsSync(arquivo) ? new SourceMap(JSON.parse(readFileSync(arquivo, 'utf8'))) : null)
    }
    const e = mapas.get(url)?.findEntry(lineNumber, columnNumber)
    if (!e || !('originalSource' in e)) return { url, linha: lineNumber + 1 }
    const fonte = e.originalSource.startsWith('file://')
      ? fileURLToPath(e.originalSource)
      : path.resolve(path.dirname(fileURLToPath(url)), e.originalSource)
    return { url: fonte, linha: e.originalLine + 1 }
  }
  const porFuncao = new Map<string, number>()
  const porGrupo = new Map<string, number>()
  let ocioso = 0
  for (const n of perfil.nodes) {
    const t = (n.hitCount ?? 0) * intervalo
    if (!t) continue
    const { functionName } = n.callFrame
    if (functionName === '(idle)') {
      ocioso += t
      continue
    }
    const { url, linha } = origem(n.callFrame)
    const chave = `${functionName || '(anônima)'}  ${url ? `${curto(url)}:${linha}` : ''}`
    porFuncao.set(chave, (porFuncao.get(chave) ?? 0) + t)
    const g = grupo(url)
    porGrupo.set(g, (porGrupo.get(g) ?? 0) + t)
  }
  const ativo = totalMs - ocioso
  const pct = (t: number) => `${((100 * t) / ativo).toFixed(1)}%`.padStart(6)
  console.log(
    `\nPerfil de CPU da API (${path.basename(arquivo)}): ${(totalMs / 1000).toFixed(1)} s gravados, ` +
      `${(ativo / 1000).toFixed(1)} s sem contar o ocioso, amostra a cada ${(intervalo * 1000).toFixed(0)} µs; % do tempo ativo`,
  )
  console.log(`\nAs ${top} funções de maior tempo próprio:`)
  for (const [k, t] of [...porFuncao].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pct(t)} ${(t / 1000).toFixed(2).padStart(7)} s  ${k}`)
  console.log('\nPor pacote ou módulo:')
  for (const [g, t] of [...porGrupo].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${pct(t)} ${(t / 1000).toFixed(2).padStart(7)} s  ${g}`)
}
