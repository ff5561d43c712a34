// A job whose worker died while running it (a crash, SIGKILL) must run again soon, not 15 minutes later.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { type Boss, startBoss } from './boss.ts'

let t: TestApp
let supervisor: Boss
beforeAll(async () => {
  t = await createTestApp()
  supervisor = await startBoss(t.db, t.app.log, { schedule: true })
})
afterAll(async () => {
  await supervisor.stop({ graceful: false, close: false, wait: true })
  await t.close()
})

const state = async (id: string) =>
  (await t.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id])).rows[0]?.state

it('puts back a job left running by a dead worker once it has run for 30 s', async () => {
  await supervisor.createQueue('orfaos')
  const id = (await supervisor.send('orfaos', { pedido: 1 })) as string
  // A worker takes it, and its process dies before finishing it.
  const [taken] = await supervisor.fetch('orfaos')
  expect(taken?.id).toBe(id)
  expect(await state(id)).toBe('active')
  await t.pool.query(`update pgboss.job set started_on = now() - interval '31 seconds' where id = $1`, [id])

  const deadline = Date.now() + 25_000
  while ((await state(id)) === 'active' && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250))
  expect(await state(id)).toBe('retry')
}, 40_000)

it('creates the same new queues from processes starting together, each queue once', async () => {
  const processos = await Promise.all([1, 2, 3, 4].map(() => startBoss(t.db, t.app.log, { schedule: false })))
  try {
    const filas = Array.from({ length: 6 }, (_, i) => `juntos-${i}`)
    const criacoes = processos.flatMap((boss) => filas.map((fila) => boss.createQueue(fila)))
    const resultados = await Promise.allSettled(criacoes)
    expect(resultados.filter((r) => r.status === 'rejected')).toEqual([])
    const { rows } = await t.pool.query<{ name: string }>(
      `select name from pgboss.queue where name like 'juntos-%' order by name`,
    )
    expect(rows.map((r) => r.name)).toEqual(filas)
  } finally {
    for (const boss of processos) await boss.stop({ graceful: false, close: false, wait: true })
  }
}, 40_000)
