// GET /metrics: Prometheus's format behind METRICS_TOKEN (Bearer); no token configured, no route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

const TOKEN = 'token-de-metricas-0123456789'

describe('without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers 404, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ mensagem: 'Rota não encontrada.' })
    }
  })
})

describe('with METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN })
  })
  afterAll(() => t.close())

  const metrics = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

  it('refuses a missing or wrong token with 401', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await metrics(auth)
      expect(res.statusCode, String(auth)).toBe(401)
      expect(res.json()).toEqual({ mensagem: 'Token de métricas ausente ou inválido.' })
      expect(res.body).not.toContain('recria_')
    }
  })

  it('reports latency by route pattern, the pool, the queues, the streams, the webhooks and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/saude' })
    await t.app.inject({ method: 'GET', url: '/api/anuncios/987654' })
    // An unsigned notification: refused, and counted as such.
    await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/webhook?data.id=1&type=payment',
      payload: { type: 'payment', data: { id: '1' } },
    })
    const res = await metrics(`Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const body = res.body
    expect(body).toMatch(
      /recria_http_duracao_segundos_bucket\{le="0\.005",metodo="GET",rota="\/api\/saude",status="200"\}/,
    )
    expect(body).toMatch(
      /recria_http_duracao_segundos_count\{metodo="GET",rota="\/api\/anuncios\/:id",status="404"\} 1/,
    )
    // The pattern, never the raw URL: one series per route, not per id.
    expect(body).not.toContain('987654')
    expect(body).toMatch(/recria_db_pool_conexoes\{estado="total"\} \d+/)
    expect(body).toMatch(/recria_db_pool_aguardando 0/)
    expect(body).toMatch(/recria_db_pool_max 4/)
    expect(body).toMatch(/recria_notificacoes_streams_abertos 0/)
    expect(body).toMatch(/recria_webhooks_total\{resultado="assinatura_recusada"\} 1/)
    expect(body).toContain('# TYPE recria_fila_jobs gauge')
    expect(body).toMatch(/process_cpu_user_seconds_total \d/)
    expect(body).toMatch(/nodejs_eventloop_lag_seconds \d/)
  })

  it('reports the depth of a queue with jobs waiting', async () => {
    // A queue nobody works, with two jobs created: its depth.
    await t.pool.query(`select pgboss.create_queue('metricas-teste', '{"policy":"standard"}'::json)`)
    await t.pool.query(
      `insert into pgboss.job (name, data) values ('metricas-teste', '{}'), ('metricas-teste', '{}')`,
    )
    // Past the cache of the previous scrape (5 s), the queues are read again.
    await new Promise((r) => setTimeout(r, 5_100))
    const res = await metrics(`Bearer ${TOKEN}`)
    expect(res.body).toMatch(/recria_fila_jobs\{fila="metricas-teste",estado="created"\} 2/)
  })
})
