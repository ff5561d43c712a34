// The load generator of the benchmarks: `concurrency` callers in a loop until `requests` calls are
// done, each timed; HTTP over keep-alive connections (node:http, lighter than fetch per call).
import http from 'node:http'

export interface Figures {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
}

export async function carga(call: (i: number) => Promise<void>, requests: number, concurrency: number) {
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
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  }
}

/** GET over a keep-alive agent; resolves with the status and the body once it has been read whole. */
export function httpGetter(concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const get = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          )
          res.on('error', reject)
        })
        .on('error', reject)
    })
  return { get, close: () => agent.destroy() }
}

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(2).padStart(6)} ms   p95 ${f.p95.toFixed(2).padStart(6)} ms   p99 ${f.p99.toFixed(2).padStart(6)} ms`
