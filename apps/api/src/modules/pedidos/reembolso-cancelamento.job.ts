import type { Deps } from '../../deps.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import { createPedidosAcoesService } from './pedidos-acoes.service.ts'
import { createPedidosDuplicadosService } from './pedidos-duplicados.service.ts'
import {
  enfileirarReembolso,
  ensureReembolsoQueue,
  REEMBOLSO_QUEUE,
  type ReembolsoJob,
} from './reembolso-cancelamento.queue.ts'

const VARREDURA_QUEUE = 'pedido-reembolsos-devidos'
/** Every ten minutes: anything owed whose job was lost (a crash between commit and send) is queued again. */
const A_CADA_10_MIN = '*/10 * * * *'

/** The sweep's work: every order still owing a refund gets its job again (one waiting per order). */
export async function varrerReembolsosDevidos(deps: Pick<Deps, 'db' | 'boss' | 'log'>) {
  const devidos = await pedidosAcoesRepository.reembolsosDevidos(deps.db, 500)
  for (const id_pedido of devidos) await enfileirarReembolso(deps.boss, id_pedido)
  if (devidos.length) deps.log.info({ devidos: devidos.length }, 'reembolsos devidos na fila')
  return devidos
}

/**
 * Refunds of cancelled paid orders and of duplicate payments (decision 015): retried by the queue,
 * and swept every ten minutes, so a refund is never lost; the idempotency key keeps it single at the
 * provider.
 */
export async function registerReembolsoCancelamentoJob(deps: Deps) {
  const { boss } = deps
  const acoes = createPedidosAcoesService(deps)
  const duplicados = createPedidosDuplicadosService(deps)
  await ensureReembolsoQueue(boss)
  await boss.work<ReembolsoJob>(REEMBOLSO_QUEUE, { pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      await acoes.reembolsarCancelado(job.data.id_pedido)
      await duplicados.devolver(job.data.id_pedido)
    }
  })

  await boss.createQueue(VARREDURA_QUEUE)
  await boss.schedule(VARREDURA_QUEUE, A_CADA_10_MIN)
  await boss.work(VARREDURA_QUEUE, () => varrerReembolsosDevidos(deps).then(() => undefined))
}
