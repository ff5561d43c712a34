import type { Deps } from '../../deps.ts'
import { workInBatches } from '../../jobs/boss.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import { createPedidosAcoesService } from './pedidos-acoes.service.ts'
import { createPedidosDuplicadosService } from './pedidos-duplicados.service.ts'
import {
  enfileirarReembolso,
  ensureReembolsoQueue,
  REEMBOLSO_QUEUE,
  type ReembolsoJob,
} from './reembolso-cancelamento.queue.ts'

/**
 * Five per poll, side by side: an order's refunds are two Mercado Pago calls at most (about 11 s
 * each when it hangs), within the job's 30 s.
 */
const LOTE = { tamanho: 5, paralelos: 5, pollingIntervalSeconds: 1 }

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
  const { boss, log } = deps
  const acoes = createPedidosAcoesService(deps)
  const duplicados = createPedidosDuplicadosService(deps)
  await ensureReembolsoQueue(boss)
  await workInBatches<ReembolsoJob>(
    boss,
    REEMBOLSO_QUEUE,
    LOTE,
    async (job) => {
      await acoes.reembolsarCancelado(job.data.id_pedido)
      await duplicados.devolver(job.data.id_pedido)
    },
    (err, job) => log.warn({ err, idPedido: job.data.id_pedido }, 'reembolso do pedido: nova tentativa'),
  )

  await boss.createQueue(VARREDURA_QUEUE)
  await boss.schedule(VARREDURA_QUEUE, A_CADA_10_MIN)
  await boss.work(VARREDURA_QUEUE, () => varrerReembolsosDevidos(deps).then(() => undefined))
}
