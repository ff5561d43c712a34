import type { Deps } from '../../deps.ts'
import type { ReembolsoDoPedidoService } from './reembolso-do-pedido.service.ts'
import { REEMBOLSO_PEDIDO_QUEUE, type ReembolsoPedidoJob, trabalharComVarredura } from './reembolsos.queue.ts'

/**
 * Refunds of cancelled paid orders and of duplicate payments (decision 015): five per poll, side by
 * side (an order's refunds are two Mercado Pago calls at most, about 11 s each when it hangs, within
 * the job's 30 s); anything owed whose job was lost is queued again by the sweep.
 */
export async function registerReembolsoPedidoJob(
  { boss, log }: Pick<Deps, 'boss' | 'log'>,
  devolucoes: ReembolsoDoPedidoService,
) {
  await trabalharComVarredura<ReembolsoPedidoJob>(boss, {
    fila: REEMBOLSO_PEDIDO_QUEUE,
    lote: { tamanho: 5, paralelos: 5, pollingIntervalSeconds: 1 },
    processar: (job) => devolucoes.devolver(job.id_pedido),
    aoFalhar: (err, job) => log.warn({ err, idPedido: job.id_pedido }, 'reembolso do pedido: nova tentativa'),
    varredura: 'pedido-reembolsos-devidos',
    varrer: () => devolucoes.varrer(),
  })
}
