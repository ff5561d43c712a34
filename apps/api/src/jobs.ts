import type { Deps } from './deps.ts'
import { registerEmailJob } from './lib/email-fila.ts'
import type { Mailer } from './lib/mail.ts'
import { registerTokenRefreshJob } from './modules/mercadopago/token-refresh.job.ts'
import { registerWebhookJob } from './modules/mercadopago/webhook.job.ts'
import { registerHousekeepingJob } from './modules/operacao/limpeza.job.ts'
import { registerPedidosPrazosJob } from './modules/pedidos/pedidos-prazos.job.ts'
import { registerReembolsoAprovadoJob } from './modules/reembolsos/reembolso-aprovado.job.ts'
import { registerReembolsoPedidoJob } from './modules/reembolsos/reembolso-pedido.job.ts'
import type { Services } from './services.ts'

/** Every queue, its worker and its schedule; workers run only where JOBS_WORKERS is true. */
export async function registerJobs(deps: Deps, services: Services, mailTransport: Mailer) {
  await registerEmailJob(deps, mailTransport)
  // A payment owed back (order cancelled, or paid by another payment) has its refund queued by the sync.
  // A chargeback's notification syncs the payment it contests (read from the provider first).
  await registerWebhookJob(
    deps,
    services.webhook,
    // A raw-material charge's payment settles its charge instead (decision 030).
    (target) => services.pagamentosSync.sincronizarPagamento(target),
    services.contestacoes.pagamentos,
  )
  await registerTokenRefreshJob(deps, services.tokenRefresh)
  await registerHousekeepingJob(deps)
  await registerReembolsoPedidoJob(deps, services.reembolsoDoPedido)
  await registerPedidosPrazosJob(deps, services.pedidosPrazos)
  await registerReembolsoAprovadoJob(deps, services.reembolsoProcessamento)
}
