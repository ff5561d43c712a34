import type { Deps } from '../../deps.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import { createPedidosAcoesService } from './pedidos-acoes.service.ts'
import { ensureReembolsoQueue, REEMBOLSO_QUEUE, type ReembolsoJob } from './reembolso-cancelamento.queue.ts'

const VARREDURA_QUEUE = 'pedido-reembolsos-devidos'
/** Every ten minutes: anything owed whose job was lost (a crash between commit and send) is queued again. */
const A_CADA_10_MIN = '*/10 * * * *'

/**
 * Refunds of cancelled paid orders: retried by the queue, and swept every ten minutes, so a refund is
 * never lost; the idempotency key keeps it single at the provider.
 */
export async function registerReembolsoCancelamentoJob(deps: Deps) {
  const { boss, db, log } = deps
  const acoes = createPedidosAcoesService(deps)
  await ensureReembolsoQueue(boss)
  await boss.work<ReembolsoJob>(REEMBOLSO_QUEUE, { pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) await acoes.reembolsarCancelado(job.data.id_pedido)
  })

  await boss.createQueue(VARREDURA_QUEUE)
  await boss.schedule(VARREDURA_QUEUE, A_CADA_10_MIN)
  await boss.work(VARREDURA_QUEUE, async () => {
    const devidos = await pedidosAcoesRepository.reembolsosDevidos(db, 500)
    for (const id_pedido of devidos)
      await boss.send(REEMBOLSO_QUEUE, { id_pedido }, { singletonKey: `pedido:${id_pedido}` })
    if (devidos.length) log.info({ devidos: devidos.length }, 'reembolsos de cancelamento na fila')
  })
}
