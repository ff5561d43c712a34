// The one table format of every benchmark: the machine's load when the run starts, one console line
// per case as it is measured, the load when it ends, then the whole table in Markdown (with both load
// lines) for docs/architecture.md. Figures measured on a shared machine compare only beside the load
// they were measured under.
import { cpus, loadavg } from 'node:os'
import type { Percentis } from './carga.ts'

export const veredito = (ok: boolean) => (ok ? 'atingido' : 'não atingido')

/** The machine now: the load average of the last minute and how many CPUs share it. */
export function maquina() {
  return `carga da máquina ${(loadavg()[0] ?? 0).toFixed(2)} (1 min) em ${cpus().length} núcleos`
}

/** The load when the command started (this module is loaded first thing); `inicio()` takes it again. */
let noInicio = maquina()

/** Prints (and keeps for the Markdown) the machine's load as the measured part of the run starts. */
export function inicio(extra = '') {
  noInicio = maquina()
  console.log(`Início: ${noInicio}; Node ${process.version}${extra ? `; ${extra}` : ''}`)
}

export interface Coluna {
  nome: string
  /** Width in the console (the name's length by default). */
  largura?: number
  /** Left-aligned in the console (the first column always is; the others are figures, right-aligned). */
  esquerda?: boolean
}

export type Quadro = ReturnType<typeof quadro>

/**
 * A table of the given columns: `registrar` prints a row at once and keeps it; `imprimir` prints the
 * load at the end and the Markdown (title, load at start and end, the table, the notes).
 */
export function quadro(titulo: string, colunas: readonly (string | Coluna)[]) {
  const cols = colunas.map((c, i) => {
    const col = typeof c === 'string' ? { nome: c } : c
    return { ...col, largura: col.largura ?? col.nome.length, esquerda: i === 0 || col.esquerda === true }
  })
  const linhas: string[] = []
  const notas: string[] = []
  let cabecalho = false
  const celula = (i: number, texto: string) => {
    const c = cols[i]
    if (!c) return texto
    return c.esquerda ? texto.padEnd(c.largura) : texto.padStart(c.largura)
  }
  const consoleLinha = (celulas: readonly string[]) => `  ${celulas.map((t, i) => celula(i, t)).join('  ')}`
  return {
    /** One row (a cell per column): printed now, and kept for the Markdown. */
    registrar(celulas: readonly (string | number)[]) {
      const textos = celulas.map(String)
      if (!cabecalho) {
        console.log(consoleLinha(cols.map((c) => c.nome)))
        cabecalho = true
      }
      console.log(consoleLinha(textos))
      linhas.push(`| ${textos.join(' | ')} |`)
    },
    /** A row written as Markdown already (a ratio, say); kept for the Markdown only. */
    markdown: (linha: string) => linhas.push(linha),
    /** A line under the table (printed now, and kept for the Markdown). */
    nota(texto: string) {
      console.log(texto)
      notas.push(texto)
    },
    /**
     * The load at the end, then the whole table in Markdown; answers the Markdown (to write to a file).
     * `tituloFinal`: the title when it says what was learnt during the run (a tool's version, say).
     */
    imprimir(tituloFinal = titulo) {
      const noFim = maquina()
      console.log(`\nAo fim: ${noFim}`)
      const markdown = [
        `${tituloFinal}${tituloFinal ? ' — ' : ''}início: ${noInicio}; fim: ${noFim}; Node ${process.version}`,
        '',
        `| ${cols.map((c) => c.nome).join(' | ')} |`,
        `| ${cols.map(() => '---').join(' | ')} |`,
        ...linhas,
        ...(notas.length ? ['', ...notas] : []),
      ].join('\n')
      console.log(`\nMarkdown:\n${markdown}`)
      return markdown
    },
  }
}

/** The latency table (a case per line: clients, calls, req/s, p50, p95, p99, target, verdict). */
export function tabela(largura: number, titulo = '') {
  const q = quadro(titulo, [
    { nome: 'caso', largura },
    { nome: 'clientes', largura: 8 },
    { nome: 'chamadas', largura: 8 },
    { nome: 'req/s', largura: 6 },
    { nome: 'p50', largura: 9 },
    { nome: 'p95', largura: 9 },
    { nome: 'p99', largura: 9 },
    { nome: 'alvo', largura: 12 },
    { nome: 'resultado', largura: 12 },
  ])
  const ms = (n: number) => `${n.toFixed(1)} ms`
  return {
    /** Adds a free-form Markdown row (a ratio, say). */
    linha: q.markdown,
    nota: q.nota,
    registrar(caso: string, clientes: number, f: Percentis & { rps?: number }, alvo: string, ok: string) {
      const rps = f.rps === undefined ? '' : f.rps.toFixed(0)
      q.registrar([caso, clientes, f.requests, rps, ms(f.p50), ms(f.p95), ms(f.p99), alvo, ok])
    },
    imprimir: q.imprimir,
  }
}
