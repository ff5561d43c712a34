import type { Deps } from '../deps.ts'
import type { Mailer } from '../lib/mail.ts'
import { registerTokenRefreshJob } from '../modules/mercadopago/token-refresh.job.ts'
import { registerWebhookJob } from '../modules/mercadopago/webhook.job.ts'
import { createPagamentosSyncService } from '../modules/pagamentos/pagamentos-sync.service.ts'
import { registerPedidosPrazosJob } from '../modules/pedidos/pedidos-prazos.job.ts'
import { registerReembolsoCancelamentoJob } from '../modules/pedidos/reembolso-cancelamento.job.ts'
import { registerReembolsoAprovadoJob } from '../modules/reembolsos/reembolso-aprovado.job.ts'
import { registerEmailJob } from './email.ts'
import { registerHousekeepingJob } from './housekeeping.ts'

/** Every queue, its worker and its schedule; workers run only where JOBS_WORKERS is true. */
export async function registerJobs(deps: Deps, mailTransport: Mailer) {
  await registerEmailJob(deps, mailTransport)
  const pagamentos = createPagamentosSyncService(deps)
  // A payment owed back (order cancelled, or paid by another payment) has its refund queued by the sync.
  await registerWebhookJob(deps, (target) => pagamentos.sync(target))
  await registerTokenRefreshJob(deps)
  await registerHousekeepingJob(deps)
  await registerReembolsoCancelamentoJob(deps)
  await registerPedidosPrazosJob(deps)
  await registerReembolsoAprovadoJob(deps)
}
