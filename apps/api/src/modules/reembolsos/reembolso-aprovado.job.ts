import type { Deps } from '../../deps.ts'
import { workInBatches } from '../../jobs/boss.ts'
import {
  ensureReembolsoAprovadoQueue,
  REEMBOLSO_APROVADO_QUEUE,
  type ReembolsoAprovadoJob,
} from './reembolso-aprovado.queue.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import { reembolsosRepository } from './reembolsos.repository.ts'

/** Ten per poll, five at a time: one Mercado Pago call each (at most 5 s), within the job's 30 s. */
const LOTE = { tamanho: 10, paralelos: 5, pollingIntervalSeconds: 1 }

const VARREDURA_QUEUE = 'reembolsos-aprovados-devidos'
/** Every ten minutes: an approval whose job was lost (a crash between commit and send) is queued again. */
const A_CADA_10_MIN = '*/10 * * * *'

/**
 * Approved refund requests given back through Mercado Pago: retried by the queue while they fail and
 * swept every ten minutes, so none is lost; the idempotency key keeps each one single at the provider.
 */
export async function registerReembolsoAprovadoJob(
  { boss, db, log }: Pick<Deps, 'boss' | 'db' | 'log'>,
  processamento: ReembolsoProcessamentoService,
) {
  await ensureReembolsoAprovadoQueue(boss)
  await workInBatches<ReembolsoAprovadoJob>(
    boss,
    REEMBOLSO_APROVADO_QUEUE,
    LOTE,
    (job) => processamento.processar(job.data.id_reembolso),
    (err, job) => log.warn({ err, idReembolso: job.data.id_reembolso }, 'reembolso aprovado: nova tentativa'),
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
