import type { Job } from 'pg-boss'
import type { Deps } from '../../deps.ts'
import { mapLimit } from '../../lib/concurrency.ts'
import {
  createWebhookService,
  ensureWebhookQueue,
  type PaymentSync,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from './webhook.service.ts'

/**
 * Notifications taken per poll, and processed at once at most (each reads the payment from Mercado
 * Pago and writes in a transaction of the app's pool). Five per poll, with a poll a second, capped
 * Recria at five payments a second: at a busy checkout hour the approvals fell minutes behind.
 */
const LOTE = 20
const PARALELOS = 5

/**
 * Processes Mercado Pago notifications. Jobs of a batch run side by side and fail one by one: a job
 * that throws goes back for a retry (few, with backoff) without failing the others of its batch.
 */
export async function registerWebhookJob(deps: Deps, syncPayment: PaymentSync) {
  const { boss, log } = deps
  const service = createWebhookService(deps)
  await ensureWebhookQueue(boss)
  const processar = async (job: Job<WebhookJob>) => {
    try {
      await service.processEvent(job.data.id_evento, syncPayment)
    } catch (err) {
      log.warn({ err, job: job.id }, 'mercadopago: falha ao processar notificação; nova tentativa')
      await boss.fail(WEBHOOK_QUEUE, job.id, {
        mensagem: err instanceof Error ? err.message : String(err),
      })
    }
  }
  await boss.work<WebhookJob>(WEBHOOK_QUEUE, { batchSize: LOTE, pollingIntervalSeconds: 1 }, (jobs) =>
    mapLimit(jobs, PARALELOS, processar),
  )
}
