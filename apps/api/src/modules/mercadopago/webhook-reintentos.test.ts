// Mercado Pago notifies a payment once (it got its 200): while its API is down, the notification's job
// keeps retrying, well past a few failures, and the payment is read as soon as the API answers again.
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../test/payments.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import type { Deps } from '../../deps.ts'
import { type Boss, startBoss } from '../../lib/boss.ts'
import { registerWebhookJob } from './webhook.job.ts'
import { createWebhookService, WEBHOOK_QUEUE } from './webhook.service.ts'

/** More than the 3 retries the queue once allowed; a poll a second each. */
const FALHAS = 6
let t: TestApp
let boss: Boss
const leituras: number[] = []

beforeAll(async () => {
  // The app without its own workers: the worker under test is the only one taking the queue.
  t = await createTestApp({ JOBS_WORKERS: 'false' })
  boss = await startBoss(t.db, pino({ level: 'silent' }), { schedule: false })
})
afterAll(async () => {
  await boss?.stop({ graceful: true, close: false, wait: true, timeout: 5000 })
  await t.close()
})

async function estadoDoJob() {
  const { rows } = await t.pool.query<{ state: string; retry_count: number }>(
    `select state, retry_count from pgboss.job where name = $1`,
    [WEBHOOK_QUEUE],
  )
  return rows[0]
}

describe('a payment notification during a Mercado Pago outage', () => {
  it(`is retried through ${FALHAS} failed reads and settled by the first that works`, {
    timeout: 60_000,
  }, async () => {
    const deps = { db: t.db, boss, log: pino({ level: 'silent' }) } as unknown as Deps
    const webhooks = createWebhookService(deps)
    await webhooks.receive({
      requestId: 'fora-do-ar-1',
      dataId: '7000001',
      type: 'payment',
      body: { type: 'payment', action: 'payment.updated', data: { id: '7000001' } },
    })
    await registerWebhookJob(deps, webhooks, async ({ mpPaymentId }) => {
      leituras.push(mpPaymentId)
      if (leituras.length <= FALHAS) throw new Error('internal_error')
    })
    for (let falha = 1; falha <= FALHAS; falha++) {
      await eventually(`a falha ${falha}`, async () => (leituras.length >= falha ? true : null))
      const job = await eventually(`o job de volta à fila depois da falha ${falha}`, async () => {
        const job = await estadoDoJob()
        return job?.state !== 'active' ? job : null
      })
      expect(job).toMatchObject({ state: 'retry', retry_count: falha - 1 })
      // The back-off doubles each time: bring the retry forward instead of waiting for it.
      await t.pool.query(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [
        WEBHOOK_QUEUE,
      ])
    }
    await eventually('a leitura que funciona', async () => (leituras.length === FALHAS + 1 ? true : null))
    await eventually('o job concluído', async () =>
      (await estadoDoJob())?.state === 'completed' ? true : null,
    )
    const { rows } = await t.pool.query(`select processado_em, erro from webhook_eventos`)
    expect(rows).toEqual([{ processado_em: expect.any(Date), erro: null }])
    expect(leituras).toEqual(Array(FALHAS + 1).fill(7000001))
  })
})
