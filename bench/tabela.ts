// The table every target benchmark prints: one line per case as it is measured, then the whole
// table in Markdown for docs/architecture.md.
import type { Percentis } from './carga.ts'

export const veredito = (ok: boolean) => (ok ? 'atingido' : 'não atingido')

export function tabela(largura: number) {
  const linhas: string[] = []
  const ms = (n: number) => `${n.toFixed(1)} ms`
  return {
    /** Adds a free-form Markdown line (a ratio, say). */
    linha: (texto: string) => linhas.push(texto),
    registrar(caso: string, clientes: number, f: Percentis & { rps?: number }, alvo: string, ok: string) {
      const rps = f.rps === undefined ? '' : f.rps.toFixed(0)
      linhas.push(
        `| ${caso} | ${clientes} | ${f.requests} | ${rps} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${alvo} | ${ok} |`,
      )
      console.log(
        `  ${caso.padEnd(largura)} ${String(clientes).padStart(2)} cliente(s) ${String(f.requests).padStart(5)} chamadas` +
          `${rps.padStart(6)} req/s   p50 ${ms(f.p50).padStart(9)}   p95 ${ms(f.p95).padStart(9)}   p99 ${ms(f.p99).padStart(9)}   ${ok}`,
      )
    },
    imprimir() {
      console.log(
        '\nMarkdown:\n| caso | clientes | chamadas | req/s | p50 | p95 | p99 | alvo | resultado |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      )
      console.log(linhas.join('\n'))
    },
  }
}
