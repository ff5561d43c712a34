import type { Executor } from '../../db/client.ts'
import { type Boss, onExecutor } from '../../jobs/boss.ts'

/**
 * The queue of refunds an order owes (one job per order): every payment of a cancelled paid order,
 * and the duplicates of an order paid more than once (decision 015).
 */
export const REEMBOLSO_PEDIDO_QUEUE = 'pedido-reembolso-cancelamento'

export interface ReembolsoPedidoJob {
  id_pedido: number
}

/**
 * Created by whichever starts first, the routes that send or the worker that runs (an API-only
 * process sends too). Retried with backoff for about a day; the sweep of the job covers the rest.
 */
export async function ensureReembolsoPedidoQueue(boss: Boss) {
  await boss.createQueue(REEMBOLSO_PEDIDO_QUEUE, {
    name: REEMBOLSO_PEDIDO_QUEUE,
    policy: 'short',
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
  })
}

/** Queues the order's refunds (at most one job waiting per order), in the caller's transaction when given. */
export async function enfileirarReembolsoDoPedido(boss: Boss, idPedido: number, tx?: Executor) {
  await boss.send(
    REEMBOLSO_PEDIDO_QUEUE,
    { id_pedido: idPedido },
    { singletonKey: `pedido:${idPedido}`, ...(tx && { db: onExecutor(tx) }) },
  )
}
