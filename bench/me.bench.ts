// Latency of GET /api/usuarios/me (the call every page load makes) on the built server.
// Usage: npm run build && npm run bench [-- --requests 5000 --concurrency 16]
import { parseArgs } from 'node:util'
import { startBuiltServer } from '../apps/api/test/built-server.ts'
import { carga } from './carga.ts'
import { entrar } from './contas.ts'
import { inicio, tabela } from './tabela.ts'

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '5000' }, concurrency: { type: 'string', default: '16' } },
})
const total = Number(values.requests)
const concurrency = Number(values.concurrency)

const server = await startBuiltServer()
try {
  const cookie = await entrar(server.baseUrl, 'comprador@recria.com.br', 'recria123')
  const call = async () => {
    const res = await fetch(`${server.baseUrl}/api/usuarios/me`, { headers: { cookie } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`status ${res.status}`)
  }
  await carga(call, 200, 1) // warm-up

  inicio()
  const t = tabela(24, 'GET /api/usuarios/me no servidor construído')
  t.registrar('GET /api/usuarios/me', concurrency, await carga(call, total, concurrency), '', '')
  t.imprimir()
} finally {
  await server.stop()
}
