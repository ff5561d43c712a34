import { type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss, { type JobWithMetadata } from 'pg-boss'
import type { Db, Executor } from '../db/client.ts'
import { mapLimit } from './concurrency.ts'

/**
 * A job whose process died while running it (a crash, a SIGKILL, a lost machine) stays 'active' until
 * it expires, and only the supervisor's maintenance notices. pg-boss's defaults (15 minutes, looked at
 * every 2 minutes) held an approved refund or a payment's notification that long after a crash; every
 * job here is short (a few queries, Mercado Pago calls bounded by sdk.ts) and safe to run twice.
 */
export const JOB_EXPIRA_EM_SEGUNDOS = 30
const MANUTENCAO_A_CADA_SEGUNDOS = 15

/** pg-boss on the app's own pool and database (docs/design.md#stack): jobs survive restarts and scale out. */
export async function startBoss(db: Db, log: FastifyBaseLogger, { schedule }: { schedule: boolean }) {
  const pool = db.$client
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule,
    supervise: schedule,
    expireInSeconds: JOB_EXPIRA_EM_SEGUNDOS,
    maintenanceIntervalSeconds: MANUTENCAO_A_CADA_SEGUNDOS,
  })
  boss.on('error', (err) => log.error({ err }, 'pg-boss'))
  await boss.start()
  // Processes starting together on a new database create the same queues at once: pg-boss's
  // create_queue (an insert, then the queue's partition) can deadlock against its twin, and the
  // loser's boot failed. The winner has created it; the function does nothing for a queue that exists.
  const createQueue = boss.createQueue.bind(boss)
  boss.createQueue = async (name, options) => {
    for (let tentativa = 1; ; tentativa++) {
      try {
        return await createQueue(name, options)
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || tentativa >= 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 * tentativa))
      }
    }
  }
  return boss
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01'

export type Boss = PgBoss

/**
 * A queue's cron schedule whose job is sent once per minute slot, however often it is sent: pg-boss
 * sends a schedule's job through an internal queue of its own, whose job can run twice (the
 * many-processes run, restarting its worker at the turn of a minute, saw two jobs of each order
 * deadline in that minute). Every schedule here runs at most once a minute.
 */
export function agendar(boss: Boss, fila: string, cron: string) {
  return boss.schedule(fila, cron, undefined, { singletonKey: fila, singletonSeconds: 60 })
}

export interface Lote {
  /** Jobs taken per poll. */
  tamanho: number
  /** Jobs of a batch running at once; the batch must end within JOB_EXPIRA_EM_SEGUNDOS. */
  paralelos: number
  pollingIntervalSeconds: number
}

/**
 * A worker that takes a batch of jobs per poll and runs them side by side. A job that throws is
 * reported and failed alone, so pg-boss retries it as its queue says; the others of its batch are
 * completed. pg-boss's default, one job per poll and a poll every second or two, was a queue's whole
 * speed: a busy hour, or the backlog a restart leaves, waited minutes behind it.
 */
export async function workInBatches<T extends object>(
  boss: Boss,
  queue: string,
  { tamanho, paralelos, pollingIntervalSeconds }: Lote,
  run: (job: JobWithMetadata<T>) => Promise<unknown>,
  onFailure: (err: unknown, job: JobWithMetadata<T>) => void,
) {
  const runAlone = async (job: JobWithMetadata<T>) => {
    try {
      await run(job)
    } catch (err) {
      onFailure(err, job)
      await boss.fail(queue, job.id, { mensagem: err instanceof Error ? err.message : String(err) })
    }
  }
  await boss.work<T>(queue, { batchSize: tamanho, pollingIntervalSeconds, includeMetadata: true }, (jobs) =>
    mapLimit(jobs, paralelos, runAlone),
  )
}

/**
 * pg-boss's statements (text with `$n` parameters) run on a Drizzle executor, so `send(…, { db })`
 * writes the job inside the caller's transaction.
 */
export function onExecutor(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // Each `$n` becomes its own parameter; a value pg-boss leaves undefined is sent as null.
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`))
      return executor.execute<Record<string, unknown>>(sql.join(chunks))
    },
  }
}
