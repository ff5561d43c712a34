import type { Deps } from '../deps.ts'
import type { Mailer } from '../lib/mail.ts'
import { registerTokenRefreshJob } from '../modules/mercadopago/token-refresh.job.ts'
import { registerWebhookJob } from '../modules/mercadopago/webhook.job.ts'
import { createPagamentosSyncService } from '../modules/pagamentos/pagamentos-sync.service.ts'
import { registerReembolsoCancelamentoJob } from '../modules/pedidos/reembolso-cancelamento.job.ts'
import { registerEmailJob } from './email.ts'
import { registerHousekeepingJob } from './housekeeping.ts'

/** Every queue, its worker and its schedule; workers run only where JOBS_WORKERS is true. */
export async function registerJobs(deps: Deps, mailTransport: Mailer) {
  await registerEmailJob(deps, mailTransport)
  const pagamentos = createPagamentosSyncService(deps)
  await registerWebhookJob(deps, pagamentos.sync)
  await registerTokenRefreshJob(deps)
  await registerHousekeepingJob(deps)
  await registerReembolsoCancelamentoJob(deps)
}
