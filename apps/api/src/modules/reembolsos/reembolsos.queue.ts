// The refund queues, created by whichever starts first: the routes that send (an API-only process
// sends too) or the worker that runs. Each is retried with backoff (30 s, 1 min, 2 min…, about a day)
// and swept every ten minutes, so a refund whose job was lost (a crash between commit and send) is
// queued again; the idempotency key keeps each one single at the provider.
import type { Executor } from '../../db/client.ts'
import { agendar, type Boss, type Lote, onExecutor, workInBatches } from '../../lib/boss.ts'

/** Approved refund requests still to be given back through Mercado Pago (one job per request). */
export const REEMBOLSO_APROVADO_QUEUE = 'reembolso-aprovado'

export interface ReembolsoAprovadoJob {
  id_reembolso: number
}

/**
 * The refunds an order owes (one job per order): every payment of a cancelled paid order, and the
 * duplicates of an order paid more than once (decision 015).
 */
export const REEMBOLSO_PEDIDO_QUEUE = 'pedido-reembolso-cancelamento'

export interface ReembolsoPedidoJob {
  id_pedido: number
}

/** Both queues; a request's own attempt limit, not the queue's, decides when its refund fails. */
export async function ensureReembolsoQueues(boss: Boss) {
  for (const name of [REEMBOLSO_APROVADO_QUEUE, REEMBOLSO_PEDIDO_QUEUE])
    await boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: 12,
      retryDelay: 30,
      retryBackoff: true,
    })
}

/** Queues an approved request's refund (at most one job waiting per request), in `tx` when given. */
export async function enfileirarReembolsoAprovado(boss: Boss, idReembolso: number, tx?: Executor) {
  await boss.send(
    REEMBOLSO_APROVADO_QUEUE,
    { id_reembolso: idReembolso },
    { singletonKey: `reembolso:${idReembolso}`, ...(tx && { db: onExecutor(tx) }) },
  )
}

/** Queues the order's refunds (at most one job waiting per order), in `tx` when given. */
export async function enfileirarReembolsoDoPedido(boss: Boss, idPedido: number, tx?: Executor) {
  await boss.send(
    REEMBOLSO_PEDIDO_QUEUE,
    { id_pedido: idPedido },
    { singletonKey: `pedido:${idPedido}`, ...(tx && { db: onExecutor(tx) }) },
  )
}

/** The worker of a refund queue (a failed job is logged, then retried) and its sweep queue. */
export interface FilaDeReembolso<T extends object> {
  fila: string
  lote: Lote
  processar: (job: T) => Promise<unknown>
  aoFalhar: (err: unknown, job: T) => void
  /** The sweep's own queue, and what it queues again. */
  varredura: string
  varrer: () => Promise<unknown>
}

export async function trabalharComVarredura<T extends object>(boss: Boss, f: FilaDeReembolso<T>) {
  await ensureReembolsoQueues(boss)
  await workInBatches<T>(
    boss,
    f.fila,
    f.lote,
    (job) => f.processar(job.data),
    (err, job) => f.aoFalhar(err, job.data),
  )
  await boss.createQueue(f.varredura)
  await agendar(boss, f.varredura, '*/10 * * * *')
  await boss.work(f.varredura, async () => {
    await f.varrer()
  })
}
