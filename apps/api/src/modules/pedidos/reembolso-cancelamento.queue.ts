import type { Boss } from '../../jobs/boss.ts'

/** The queue of refunds owed by cancelled paid orders (one job per order). */
export const REEMBOLSO_QUEUE = 'pedido-reembolso-cancelamento'

export interface ReembolsoJob {
  id_pedido: number
}

/**
 * Created by whichever starts first, the routes that send or the worker that runs (an API-only
 * process sends too). Retried with backoff for about a day; the sweep of the job covers the rest.
 */
export async function ensureReembolsoQueue(boss: Boss) {
  await boss.createQueue(REEMBOLSO_QUEUE, {
    name: REEMBOLSO_QUEUE,
    policy: 'short',
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
  })
}
