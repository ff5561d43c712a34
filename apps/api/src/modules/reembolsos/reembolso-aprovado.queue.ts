import type { Boss } from '../../jobs/boss.ts'

/** Approved refund requests still to be given back through Mercado Pago (one job per request). */
export const REEMBOLSO_APROVADO_QUEUE = 'reembolso-aprovado'

export interface ReembolsoAprovadoJob {
  id_reembolso: number
}

/**
 * Created by whichever starts first, the routes that send or the worker that runs. Retried with
 * backoff (30 s, 1 min, 2 min…) beyond the request's own attempt limit, which decides when it fails.
 */
export async function ensureReembolsoAprovadoQueue(boss: Boss) {
  await boss.createQueue(REEMBOLSO_APROVADO_QUEUE, {
    name: REEMBOLSO_APROVADO_QUEUE,
    policy: 'short',
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
  })
}
