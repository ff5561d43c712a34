import type { Deps } from '../../deps.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import {
  enfileirarReembolsoAprovado,
  REEMBOLSO_APROVADO_QUEUE,
  type ReembolsoAprovadoJob,
  trabalharComVarredura,
} from './reembolsos.queue.ts'
import { reembolsosRepository } from './reembolsos.repository.ts'

/**
 * Approved refund requests given back through Mercado Pago: ten per poll, five at a time (one
 * Mercado Pago call each, at most 5 s, within the job's 30 s); an approval whose job was lost is
 * queued again by the sweep.
 */
export async function registerReembolsoAprovadoJob(
  { boss, db, log }: Pick<Deps, 'boss' | 'db' | 'log'>,
  processamento: ReembolsoProcessamentoService,
) {
  await trabalharComVarredura<ReembolsoAprovadoJob>(boss, {
    fila: REEMBOLSO_APROVADO_QUEUE,
    lote: { tamanho: 10, paralelos: 5, pollingIntervalSeconds: 1 },
    processar: (job) => processamento.processar(job.id_reembolso),
    aoFalhar: (err, job) =>
      log.warn({ err, idReembolso: job.id_reembolso }, 'reembolso aprovado: nova tentativa'),
    varredura: 'reembolsos-aprovados-devidos',
    async varrer() {
      const devidos = await reembolsosRepository.pendentes(db, 500)
      for (const idReembolso of devidos) await enfileirarReembolsoAprovado(boss, idReembolso)
      if (devidos.length) log.info({ devidos: devidos.length }, 'reembolsos aprovados na fila')
    },
  })
}
