import type { Deps } from '../../deps.ts'
import {
  createWebhookService,
  ensureWebhookQueue,
  type PaymentSync,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from './webhook.service.ts'

/**
 * Processes Mercado Pago notifications. Jobs of a batch run side by side and fail one by one: a job
 * that throws goes back for a retry (few, with backoff) without failing the others of its batch.
 */
export async function registerWebhookJob(deps: Deps, syncPayment: PaymentSync) {
  const { boss, log } = deps
  const service = createWebhookService(deps)
  await ensureWebhookQueue(boss)
  await boss.work<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 5, pollingIntervalSeconds: 1 }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await service.processEvent(job.data.id_evento, syncPayment)
        } catch (err) {
          log.warn({ err, job: job.id }, 'mercadopago: falha ao processar notificação; nova tentativa')
          await boss.fail(WEBHOOK_QUEUE, job.id, {
            mensagem: err instanceof Error ? err.message : String(err),
          })
        }
      }),
    )
  })
}
