import type { Deps } from './deps.ts'
import { registerEmailJob } from './lib/email-fila.ts'
import type { Mailer } from './lib/mail.ts'
import { registerTokenRefreshJob, registerWebhookJob } from './modules/mercadopago/mercadopago.module.ts'
import { registerHousekeepingJob } from './modules/operacao/operacao.module.ts'
import { registerPedidosPrazosJob } from './modules/pedidos/pedidos.module.ts'
import {
  registerReembolsoAprovadoJob,
  registerReembolsoPedidoJob,
} from './modules/reembolsos/reembolsos.module.ts'
import type { Modules } from './services.ts'

/** Every queue, its worker and its schedule; workers run only where JOBS_WORKERS is true. */
export async function registerJobs(deps: Deps, modules: Modules, mailTransport: Mailer) {
  const { mercadopago, pagamentos, pedidos, reembolsos } = modules
  await registerEmailJob(deps, mailTransport)
  // A payment owed back (order cancelled, or paid by another payment) has its refund queued by the sync.
  // A chargeback's notification syncs the payment it contests (read from the provider first).
  await registerWebhookJob(
    deps,
    mercadopago.webhook,
    // A raw-material charge's payment settles its charge instead (decision 030).
    (target) => pagamentos.sync.sincronizarPagamento(target),
    mercadopago.contestacoes.pagamentos,
  )
  await registerTokenRefreshJob(deps, mercadopago.tokenRefresh)
  await registerHousekeepingJob(deps)
  await registerReembolsoPedidoJob(deps, reembolsos.doPedido)
  await registerPedidosPrazosJob(deps, pedidos.prazos)
  await registerReembolsoAprovadoJob(deps, reembolsos.processamento)
}
