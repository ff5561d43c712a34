// The load generator of the benchmarks: `concurrency` callers in a loop until `requests` calls are
// done, each timed; HTTP over keep-alive connections (node:http, lighter than fetch per call).
import http from 'node:http'

export interface Percentis {
  requests: number
  p50: number
  p95: number
  p99: number
}

export interface Figures extends Percentis {
  rps: number
}

/** Nearest-rank percentiles of the latencies (milliseconds). */
export function percentis(latencies: readonly number[]): Percentis {
  const sorted = [...latencies].sort((a, b) => a - b)
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
  return { requests: sorted.length, p50: pct(50), p95: pct(95), p99: pct(99) }
}

export async function carga(
  call: (i: number) => Promise<void>,
  requests: number,
  concurrency: number,
): Promise<Figures> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < requests; i = next++) {
        const t0 = performance.now()
        await call(i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  return { ...percentis(latencies), rps: latencies.length / seconds }
}

export interface Resposta {
  status: number
  body: string
  headers: http.IncomingHttpHeaders
}

export interface Envio {
  cookie?: string
  /** Sent as a JSON body. */
  json?: unknown
  /** Sent as a form (application/x-www-form-urlencoded), as a browser posts one. */
  form?: URLSearchParams
  headers?: Record<string, string>
}

/**
 * HTTP over a keep-alive agent; each call resolves with the status and the body once it has been
 * read whole (redirects are not followed). `cookie` is the session; `json` or `form` is the body.
 */
export function httpCliente(concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const pedir = (method: string, url: string, { cookie, json, form, headers: extra }: Envio = {}) =>
    new Promise<Resposta>((resolve, reject) => {
      const body = form ? form.toString() : json === undefined ? undefined : JSON.stringify(json)
      const headers: http.OutgoingHttpHeaders = { ...extra }
      if (cookie) headers.cookie = cookie
      if (body !== undefined) {
        headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
        headers['content-length'] = Buffer.byteLength(body)
      }
      const req = http.request(url, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    })
  return {
    pedir,
    get: (url: string, cookie?: string) => pedir('GET', url, { cookie }),
    post: (url: string, json: unknown, cookie?: string) => pedir('POST', url, { cookie, json }),
    close: () => agent.destroy(),
  }
}

export type HttpCliente = ReturnType<typeof httpCliente>

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p95 ${f.p95.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms`
