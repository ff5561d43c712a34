// A queue's backlog (a busy hour, or what a restart leaves) is taken a batch per poll, not one job per
// poll; the batch runs a few at a time, and a job that fails is retried alone.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eventually } from '../../test/payments.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { type Boss, startBoss, workInBatches } from './boss.ts'

const FILA = 'teste-lotes'
let t: TestApp
let boss: Boss
beforeAll(async () => {
  t = await createTestApp()
  boss = await startBoss(t.db, t.app.log, { schedule: false })
  await boss.createQueue(FILA, { name: FILA, retryLimit: 1, retryDelay: 3600 })
})
afterAll(async () => {
  await boss.stop({ graceful: false, close: false, wait: true })
  await t.close()
})

const estados = async () =>
  (
    await t.pool.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job where name = $1 group by state order by state`,
      [FILA],
    )
  ).rows

it('takes twelve waiting jobs in one poll, four at a time, and fails only the one that threw', async () => {
  for (let n = 1; n <= 12; n++) await boss.send(FILA, { n })
  const feitos: number[] = []
  let rodando = 0
  let maximo = 0
  const falhas: number[] = []
  // One poll every 10 minutes: whatever runs in this test ran in the first poll.
  await workInBatches<{ n: number }>(
    boss,
    FILA,
    { tamanho: 12, paralelos: 4, pollingIntervalSeconds: 600 },
    async (job) => {
      rodando++
      maximo = Math.max(maximo, rodando)
      await new Promise((resolve) => setTimeout(resolve, 50))
      rodando--
      if (job.data.n === 7) throw new Error('o provedor recusou')
      feitos.push(job.data.n)
    },
    (_err, job) => falhas.push(job.data.n),
  )

  const fim = await eventually('o lote inteiro', async () => {
    const agora = await estados()
    return agora.some((e) => e.state === 'created' || e.state === 'active') ? null : agora
  })
  // pg-boss's states in their own order: created, retry, active, completed…
  expect(fim).toEqual([
    { state: 'retry', n: 1 },
    { state: 'completed', n: 11 },
  ])
  expect(feitos.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12])
  expect(falhas).toEqual([7])
  expect(maximo).toBe(4)
  const { rows } = await t.pool.query<{ output: unknown }>(
    `select output from pgboss.job where name = $1 and state = 'retry'`,
    [FILA],
  )
  expect(rows).toEqual([{ output: { mensagem: 'o provedor recusou' } }])
})
