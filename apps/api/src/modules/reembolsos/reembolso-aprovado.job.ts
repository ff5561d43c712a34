import type { Deps } from '../../deps.ts'
import {
  ensureReembolsoAprovadoQueue,
  REEMBOLSO_APROVADO_QUEUE,
  type ReembolsoAprovadoJob,
} from './reembolso-aprovado.queue.ts'
import { createReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import { reembolsosRepository } from './reembolsos.repository.ts'

const VARREDURA_QUEUE = 'reembolsos-aprovados-devidos'
/** Every ten minutes: an approval whose job was lost (a crash between commit and send) is queued again. */
const A_CADA_10_MIN = '*/10 * * * *'

/**
 * Approved refund requests given back through Mercado Pago: retried by the queue while they fail and
 * swept every ten minutes, so none is lost; the idempotency key keeps each one single at the provider.
 */
export async function registerReembolsoAprovadoJob(deps: Deps) {
  const { boss, db, log } = deps
  const processamento = createReembolsoProcessamentoService(deps)
  await ensureReembolsoAprovadoQueue(boss)
  await boss.work<ReembolsoAprovadoJob>(
    REEMBOLSO_APROVADO_QUEUE,
    { pollingIntervalSeconds: 2 },
    async (jobs) => {
      for (const job of jobs) await processamento.processar(job.data.id_reembolso)
    },
  )

  await boss.createQueue(VARREDURA_QUEUE)
  await boss.schedule(VARREDURA_QUEUE, A_CADA_10_MIN)
  await boss.work(VARREDURA_QUEUE, async () => {
    const devidos = await reembolsosRepository.pendentes(db, 500)
    for (const id_reembolso of devidos)
      await boss.send(
        REEMBOLSO_APROVADO_QUEUE,
        { id_reembolso },
        { singletonKey: `reembolso:${id_reembolso}` },
      )
    if (devidos.length) log.info({ devidos: devidos.length }, 'reembolsos aprovados na fila')
  })
}
