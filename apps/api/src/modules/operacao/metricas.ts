// GET /metrics: Prometheus's text format, behind METRICS_TOKEN (Bearer). Unset, the route answers 404
// and nothing is measured. One registry per app, so several apps in one process (tests) never collide.
import { createHash, timingSafeEqual } from 'node:crypto'
import { HTTP_MSG } from '@recria/domain/http'
import { OPERACAO_MSG } from '@recria/domain/operacao'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

export interface MetricasOptions {
  token: string | undefined
  pool: pg.Pool
  /** Notification streams open in this process (the LISTEN channel's subscribers). */
  streamsAbertos: () => number
}

/** pg-boss's queues are read at most this often: a scrape every few seconds costs one grouped query. */
const FILAS_CACHE_MS = 5_000
const WEBHOOK_URL = '/api/mercadopago/webhook'

export function installMetricas(app: FastifyInstance, { token, pool, streamsAbertos }: MetricasOptions) {
  if (!token) {
    // Not the web app's index.html (its not-found handler would send it): the route does not exist.
    app.get('/metrics', { schema: { hide: true } }, async (_req, reply) =>
      reply.status(404).send({ mensagem: HTTP_MSG.rotaNaoEncontrada }),
    )
    return
  }
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const http = new Histogram({
    name: 'recria_http_duracao_segundos',
    help: 'Tempo de resposta das requisições HTTP, pela rota (o padrão, não a URL).',
    labelNames: ['metodo', 'rota', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const webhooks = new Counter({
    name: 'recria_webhooks_total',
    help: 'Notificações do Mercado Pago recebidas, pelo resultado.',
    labelNames: ['resultado'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'recria_db_pool_conexoes',
    help: 'Conexões do pool deste processo: abertas (total), ociosas e em uso.',
    labelNames: ['estado'] as const,
    registers: [registry],
    collect() {
      this.set({ estado: 'total' }, pool.totalCount)
      this.set({ estado: 'ociosas' }, pool.idleCount)
      this.set({ estado: 'em_uso' }, pool.totalCount - pool.idleCount)
    },
  })
  new Gauge({
    name: 'recria_db_pool_max',
    help: 'Tamanho máximo do pool deste processo (DB_POOL_MAX).',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10)
    },
  })
  new Gauge({
    name: 'recria_db_pool_aguardando',
    help: 'Consultas esperando uma conexão livre do pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount)
    },
  })
  new Gauge({
    name: 'recria_notificacoes_streams_abertos',
    help: 'Streams de notificações (SSE) abertos neste processo.',
    registers: [registry],
    collect() {
      this.set(streamsAbertos())
    },
  })
  const lerFilas = filasEmCache(pool)
  new Gauge({
    name: 'recria_fila_jobs',
    help: 'Jobs do pg-boss por fila e estado (created e retry: a profundidade; failed: as falhas retidas).',
    labelNames: ['fila', 'estado'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const { fila, estado, total } of await lerFilas()) this.set({ fila, estado }, total)
    },
  })

  app.addHook('onResponse', async (req, reply) => {
    const rota = req.routeOptions.url ?? 'nao_encontrada'
    if (rota === '/metrics') return
    const status = String(reply.statusCode)
    http.observe({ metodo: req.method, rota, status }, reply.elapsedTime / 1000)
    if (rota === WEBHOOK_URL && req.method === 'POST')
      webhooks.inc({ resultado: resultadoDoWebhook(reply.statusCode) })
  })

  const esperado = digest(token)
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? ''
    const enviado = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!timingSafeEqual(digest(enviado), esperado)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ mensagem: OPERACAO_MSG.tokenMetricasInvalido })
    }
    reply.header('cache-control', 'no-store').type(registry.contentType)
    return registry.metrics()
  })
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The webhook's answer, named: stored (200), refused signature (401), malformed (400), or our fault. */
function resultadoDoWebhook(status: number) {
  if (status === 200) return 'recebido'
  if (status === 401 || status === 403) return 'assinatura_recusada'
  if (status >= 400 && status < 500) return 'invalido'
  return 'erro'
}

interface Fila {
  fila: string
  estado: string
  total: number
}

function filasEmCache(pool: pg.Pool) {
  let lidas: { em: number; filas: Promise<Fila[]> } | undefined
  return () => {
    if (!lidas || Date.now() - lidas.em > FILAS_CACHE_MS) {
      const filas = pool
        .query<Fila>(
          `select name as fila, state::text as estado, count(*)::int as total
             from pgboss.job
            where state in ('created', 'retry', 'active', 'failed')
            group by name, state`,
        )
        .then((r) => r.rows)
        // pg-boss's schema missing or the database away: the other series still answer.
        .catch(() => [] as Fila[])
      lidas = { em: Date.now(), filas }
    }
    return lidas.filas
  }
}
