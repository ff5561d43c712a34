// Latency of GET /api/usuarios/me (the call every page load makes) on the built server.
// Usage: npm run build && npm run bench [-- --requests 5000 --concurrency 16]
import { parseArgs } from 'node:util'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { entrar } from './contas.ts'

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '5000' }, concurrency: { type: 'string', default: '16' } },
})
const total = Number(values.requests)
const concurrency = Number(values.concurrency)

const server = await startBuiltServer()
try {
  const cookie = await entrar(server.baseUrl, 'comprador@recria.com.br', 'recria123')
  const call = async () => {
    const started = performance.now()
    const res = await fetch(`${server.baseUrl}/api/usuarios/me`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`status ${res.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 200; i++) await call() // warm-up

  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) latencies.push(await call())
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(2)
  console.log(`GET /api/usuarios/me — ${latencies.length} requisições, concorrência ${concurrency}`)
  console.log(
    `  ${(latencies.length / seconds).toFixed(0)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`,
  )
} finally {
  await server.stop()
}
