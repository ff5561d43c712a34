import type { Deps } from '../../deps.ts'
import { workInBatches } from '../../lib/boss.ts'
import {
  type ChargebackPayments,
  ensureWebhookQueue,
  type PaymentSync,
  WEBHOOK_QUEUE,
  type WebhookJob,
  type WebhookService,
} from './webhook.service.ts'

/**
 * Twenty notifications per poll, five at a time (each reads the payment from Mercado Pago and writes
 * in a transaction of the app's pool). Five per poll, with a poll a second, capped Recria at five
 * payments a second: at a busy checkout hour the approvals fell minutes behind.
 */
const LOTE = { tamanho: 20, paralelos: 5, pollingIntervalSeconds: 1 }

/** Processes Mercado Pago notifications; one that throws goes back for a retry (webhook.service.ts). */
export async function registerWebhookJob(
  { boss, log }: Pick<Deps, 'boss' | 'log'>,
  service: WebhookService,
  syncPayment: PaymentSync,
  chargebackPayments?: ChargebackPayments,
) {
  await ensureWebhookQueue(boss)
  await workInBatches<WebhookJob>(
    boss,
    WEBHOOK_QUEUE,
    LOTE,
    (job) => service.processEvent(job.data.id_evento, syncPayment, chargebackPayments),
    (err, job) =>
      log.warn({ err, job: job.id }, 'mercadopago: falha ao processar notificação; nova tentativa'),
  )
}
