// A burst of payment notifications (a busy checkout hour) is taken twenty per poll, not five: with a
// poll a second, five capped Recria at five payments a second and the approvals fell behind. At most
// five are processed at once, so the app's pool is never all theirs.
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../test/payments.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import type { Deps } from '../../deps.ts'
import { type Boss, startBoss } from '../../lib/boss.ts'
import { registerWebhookJob } from './webhook.job.ts'
import { createWebhookService, WEBHOOK_QUEUE } from './webhook.service.ts'

let t: TestApp
let boss: Boss
let liberar: () => void = () => {}
const liberado = new Promise<void>((resolve) => {
  liberar = resolve
})
const sincronizados: number[] = []
let emCurso = 0
let maximo = 0

beforeAll(async () => {
  // The app without its own workers: the worker under test is the only one taking the queue.
  t = await createTestApp({ JOBS_WORKERS: 'false' })
  boss = await startBoss(t.db, pino({ level: 'silent' }), { schedule: false })
})
afterAll(async () => {
  liberar()
  await boss?.stop({ graceful: true, close: false, wait: true, timeout: 5000 })
  await t.close()
})

describe('the payment notifications queue', () => {
  it('takes twenty notifications in one poll and processes five at a time', async () => {
    const deps = { db: t.db, boss, log: pino({ level: 'silent' }) } as unknown as Deps
    const webhooks = createWebhookService(deps)
    for (let i = 1; i <= 20; i++) {
      const dataId = String(9_000_000 + i)
      await webhooks.receive({
        requestId: `lote-${i}`,
        dataId,
        type: 'payment',
        body: { type: 'payment', action: 'payment.created', data: { id: dataId } },
      })
    }
    // Each sync waits until released: what the first poll took stays taken (active) meanwhile.
    await registerWebhookJob(deps, webhooks, async ({ mpPaymentId }) => {
      emCurso++
      maximo = Math.max(maximo, emCurso)
      await liberado
      sincronizados.push(mpPaymentId)
      emCurso--
    })
    await eventually('os 20 avisos tomados de uma vez', async () => {
      const { rows } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = $1 and state = 'active'`,
        [WEBHOOK_QUEUE],
      )
      return rows[0]?.n === 20 ? true : null
    })
    await eventually('cinco em curso', async () => (emCurso === 5 ? true : null))
    liberar()
    await eventually('os 20 pagamentos sincronizados', async () =>
      sincronizados.length === 20 ? true : null,
    )
    expect(maximo).toBe(5)
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from webhook_eventos where processado_em is not null`,
    )
    expect(rows[0]?.n).toBe(20)
  })
})
