// Load from outside with autocannon: `conexoes` keep-alive connections for `segundos`, each response
// timed (fractional milliseconds, 2xx only), as the figures were measured.
import autocannon from 'autocannon'

export interface Disparo {
  url: string
  conexoes: number
  segundos: number
  /** The session cookie of a signed-in reader. */
  cookie?: string
  /** Paths (with their query) taken in turn by each connection; `url`'s own path when absent. */
  caminhos?: readonly string[]
}

export interface Medida {
  /** 2xx responses per second. */
  rps: number
  requests: number
  p50: number
  p95: number
  p97_5: number
  p99: number
  /** Connection errors and timeouts, non-2xx answers and mismatches: a case with any fails. */
  erros: number
}

export async function disparar({ url, conexoes, segundos, cookie, caminhos }: Disparo): Promise<Medida> {
  const tempos: number[] = []
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instancia = autocannon(
      {
        url,
        connections: conexoes,
        duration: segundos,
        headers: cookie ? { cookie } : {},
        ...(caminhos?.length ? { requests: caminhos.map((path) => ({ method: 'GET' as const, path })) } : {}),
      },
      (erro, resultado) => (erro ? reject(erro) : resolve(resultado)),
    )
    instancia.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) tempos.push(ms)
    })
  })
  tempos.sort((a, b) => a - b)
  const pct = (p: number) =>
    tempos[Math.min(tempos.length - 1, Math.ceil((p / 100) * tempos.length) - 1)] ?? 0
  return {
    rps: tempos.length / r.duration,
    requests: tempos.length,
    p50: pct(50),
    p95: pct(95),
    p97_5: pct(97.5),
    p99: pct(99),
    erros: r.errors + r.non2xx + r.mismatches,
  }
}

export const ms = (n: number) => `${n.toFixed(1)} ms`
