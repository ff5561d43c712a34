import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Db } from '../db/client.ts'

/** pg-boss on the app's own pool and database (DESIGN §3): jobs survive restarts and scale out. */
export async function startBoss(db: Db, log: FastifyBaseLogger, { schedule }: { schedule: boolean }) {
  const pool = db.$client
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule,
    supervise: schedule,
  })
  boss.on('error', (err) => log.error({ err }, 'pg-boss'))
  await boss.start()
  return boss
}

export type Boss = PgBoss
