// The Mercado Pago adapter's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Sellers' connections and tokens, preferences, notifications
// received, the refund call; it knows nothing of orders.
import type { Deps } from '../../deps.ts'
import { createConexaoService } from './conexao.service.ts'
import { createContestacoesService } from './contestacoes.service.ts'
import { createMercadoPagoService } from './mercadopago.service.ts'
import { createOAuthCallbackService, type Reembolsaveis } from './oauth-callback.service.ts'
import { createPreferenciasService } from './preferencias.service.ts'
import { createTokenRefreshService } from './token-refresh.service.ts'
import { createWebhookService } from './webhook.service.ts'

/** The payments that may still go back, which a disconnection must respect: the refunds module answers. */
export interface MercadopagoVizinhos {
  reembolsaveis: Reembolsaveis
}

export function createMercadopagoModule(deps: Deps, { reembolsaveis }: MercadopagoVizinhos) {
  const oauthCallback = createOAuthCallbackService(deps)
  const tokenRefresh = createTokenRefreshService(deps)
  const conexoes = createConexaoService(deps, { oauthCallback, tokenRefresh, reembolsaveis })
  const preferencias = createPreferenciasService(deps, { conexoes })
  const webhook = createWebhookService(deps)
  const mercadoPago = createMercadoPagoService(deps)
  const contestacoes = createContestacoesService({ conexoes })
  return { conexoes, tokenRefresh, preferencias, webhook, mercadoPago, contestacoes }
}

export type MercadopagoModule = ReturnType<typeof createMercadopagoModule>

/**
 * Only the sellers' connections, for a command that reads their tokens (renewing one about to expire)
 * without the rest of the application: the reconciliation.
 */
export function createConexoesAvulsas(
  deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>,
  { reembolsaveis }: MercadopagoVizinhos,
) {
  return createConexaoService(deps, {
    oauthCallback: createOAuthCallbackService(deps),
    tokenRefresh: createTokenRefreshService(deps),
    reembolsaveis,
  })
}

export { backUrlsFor } from './back-urls.ts'
export type { ConexaoService } from './conexao.service.ts'
/** For the demo seed (apps/api/seed), which connects its seller's test account; modules call the services. */
export { conexoesRepository } from './conexoes.repository.ts'
export { mercadopagoRoutes } from './mercadopago.routes.ts'
export {
  createMercadoPagoService,
  type MercadoPagoService,
  type PagamentoMercadoPago,
  type PedidoDeReembolso,
} from './mercadopago.service.ts'
export type { PreferenciasService } from './preferencias.service.ts'
export { configureSdk, sdkConfig } from './sdk.ts'
export { registerTokenRefreshJob } from './token-refresh.job.ts'
export { registerWebhookJob } from './webhook.job.ts'
export { PermanentWebhookError, WEBHOOK_QUEUE } from './webhook.service.ts'
