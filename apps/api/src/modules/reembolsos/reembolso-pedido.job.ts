import type { Deps } from '../../deps.ts'
import { workInBatches } from '../../jobs/boss.ts'
import type { ReembolsoDoPedidoService } from './reembolso-do-pedido.service.ts'
import {
  ensureReembolsoPedidoQueue,
  REEMBOLSO_PEDIDO_QUEUE,
  type ReembolsoPedidoJob,
} from './reembolso-pedido.queue.ts'

/**
 * Five per poll, side by side: an order's refunds are two Mercado Pago calls at most (about 11 s
 * each when it hangs), within the job's 30 s.
 */
const LOTE = { tamanho: 5, paralelos: 5, pollingIntervalSeconds: 1 }

const VARREDURA_QUEUE = 'pedido-reembolsos-devidos'
/** Every ten minutes: anything owed whose job was lost (a crash between commit and send) is queued again. */
const A_CADA_10_MIN = '*/10 * * * *'

/**
 * Refunds of cancelled paid orders and of duplicate payments (decision 015): retried by the queue,
 * and swept every ten minutes, so a refund is never lost; the idempotency key keeps it single at the
 * provider.
 */
export async function registerReembolsoPedidoJob(
  { boss, log }: Pick<Deps, 'boss' | 'log'>,
  devolucoes: ReembolsoDoPedidoService,
) {
  await ensureReembolsoPedidoQueue(boss)
  await workInBatches<ReembolsoPedidoJob>(
    boss,
    REEMBOLSO_PEDIDO_QUEUE,
    LOTE,
    (job) => devolucoes.devolver(job.data.id_pedido),
    (err, job) => log.warn({ err, idPedido: job.data.id_pedido }, 'reembolso do pedido: nova tentativa'),
  )

  await boss.createQueue(VARREDURA_QUEUE)
  await boss.schedule(VARREDURA_QUEUE, A_CADA_10_MIN)
  await boss.work(VARREDURA_QUEUE, () => devolucoes.varrer().then(() => undefined))
}
