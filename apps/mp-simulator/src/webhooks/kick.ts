import type pg from 'pg'
import { withTransaction } from '../db/transaction.ts'

// Dispatchers started in this process, by database. Enqueueing code wakes them right after its commit
// so a notification leaves in milliseconds; other processes on the same database find it by polling.
const dispatchers = new WeakMap<pg.Pool, Set<() => void>>()

export function onKick(pool: pg.Pool, wake: () => void): () => void {
  let set = dispatchers.get(pool)
  if (!set) {
    set = new Set()
    dispatchers.set(pool, set)
  }
  set.add(wake)
  return () => set.delete(wake)
}

export function kickWebhooks(pool: pg.Pool) {
  for (const wake of dispatchers.get(pool) ?? []) wake()
}

/** Runs `work` in one transaction, then wakes the dispatchers for the notifications it queued. */
export async function withTransactionThenKick<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const result = await withTransaction(pool, work)
  kickWebhooks(pool)
  return result
}
