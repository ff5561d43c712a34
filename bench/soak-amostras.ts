// What the soak reads beside the load: the API process's resident memory, the database connections,
// and, once the load stops, the background work (simulator webhooks, pg-boss jobs) draining.
import { readFile } from 'node:fs/promises'
import type pg from 'pg'

/** Resident memory of process `pid`, in MiB (VmRSS of /proc/<pid>/status). */
export async function rssMiB(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1])
  if (!Number.isFinite(kb)) throw new Error(`VmRSS não encontrado para o processo ${pid}`)
  return kb / 1024
}

/** Connections to the server's database (ours left out): open, and in use (not idle). */
export async function conexoes(pool: pg.Pool) {
  const { rows } = await pool.query<{ abertas: number; em_uso: number }>(
    `select count(*)::int as abertas, count(*) filter (where state <> 'idle')::int as em_uso
     from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )
  return rows[0] as { abertas: number; em_uso: number }
}

/** The backlog now: webhooks the simulator has still to deliver, and jobs due but not yet taken, per queue. */
export async function atrasos(pool: pg.Pool) {
  const { rows } = await pool.query<{ fila: string; n: number }>(
    `select 'webhooks do simulador' as fila, count(*)::int as n from mp_sim.webhook_deliveries
       where status = 'pending' and next_attempt_at <= now()
     union all
     select 'job ' || name, count(*)::int from pgboss.job
       where state in ('created', 'retry') and start_after <= now() group by name`,
  )
  return rows
}

/** Background work still to do: webhooks the simulator has not delivered, jobs not yet done. */
async function pendencias(pool: pg.Pool) {
  const { rows } = await pool.query<{ webhooks: number; jobs: number; nomes: string | null }>(
    `select (select count(*)::int from mp_sim.webhook_deliveries where status = 'pending') as webhooks,
            (select count(*)::int from pgboss.job where state in ('created', 'retry', 'active')
               and start_after <= now() + interval '1 minute') as jobs,
            (select string_agg(distinct name, ', ') from pgboss.job where state in ('created', 'retry', 'active')
               and start_after <= now() + interval '1 minute') as nomes`,
  )
  return rows[0] as { webhooks: number; jobs: number; nomes: string | null }
}

/**
 * Waits until nothing is pending on two reads in a row (the minute's scheduled jobs come and go),
 * or `limiteMs`; answers how long it took and what was still pending at the end.
 */
export async function drenar(pool: pg.Pool, limiteMs = 180_000) {
  const t0 = Date.now()
  let vazias = 0
  let ultima = await pendencias(pool)
  while (Date.now() - t0 < limiteMs) {
    ultima = await pendencias(pool)
    vazias = ultima.webhooks === 0 && ultima.jobs === 0 ? vazias + 1 : 0
    if (vazias >= 2) break
    await new Promise((r) => setTimeout(r, 1000))
  }
  return { segundos: (Date.now() - t0) / 1000, drenado: vazias >= 2, ...ultima }
}

/** Work that ended in failure: jobs that used up their retries, webhooks the simulator gave up on. */
export async function falhasDeFundo(pool: pg.Pool) {
  const { rows } = await pool.query<{ origem: string; n: number }>(
    `select 'job ' || name as origem, count(*)::int as n from pgboss.job where state = 'failed' group by name
     union all
     select 'webhook', count(*)::int from mp_sim.webhook_deliveries where status = 'failed' having count(*) > 0`,
  )
  return rows
}
