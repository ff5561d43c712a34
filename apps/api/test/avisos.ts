// What the tests of answers kept in memory share: waiting for the one-second promise, writing without
// a notice, and finding the processes that listen to a channel.
import type pg from 'pg'

/** Polls `pronto` every 20 ms for at most `ms` (the promise: a change shows within a second). */
export async function emUmSegundo(pronto: () => Promise<boolean>, ms = 1000) {
  const fim = Date.now() + ms
  for (;;) {
    if (await pronto()) return
    if (Date.now() > fim) throw new Error('a mudança não apareceu em 1 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A write that fires no trigger (so no notice): shows whether an answer comes from memory. `pool`: the owner's (t.dono). */
export async function semAviso(pool: pg.Pool, text: string, values: unknown[]) {
  const c = await pool.connect()
  try {
    await c.query('begin')
    await c.query('set local session_replication_role = replica')
    await c.query(text, values)
    await c.query('commit')
  } finally {
    c.release()
  }
}

/** The processes' LISTEN connections whose last statement listened to `canal`. */
export async function ouvintes(pool: pg.Pool, canal: string) {
  const { rows } = await pool.query(
    `select pid from pg_stat_activity where datname = current_database() and query ilike $1`,
    [`listen "${canal}"%`],
  )
  return rows.length
}
