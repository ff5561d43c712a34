// The payments module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Payment records and their sync from the provider.
import type { Deps } from '../../deps.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import type { PedidosModule } from '../pedidos/pedidos.module.ts'
import { createPagamentosService } from './pagamentos.service.ts'
import { createPagamentosSyncService } from './pagamentos-sync.service.ts'

/** The faces of the modules below that this one uses. */
export interface PagamentosVizinhos {
  mercadopago: MercadopagoModule
  pedidos: PedidosModule
}

export function createPagamentosModule(deps: Deps, vizinhos: PagamentosVizinhos) {
  const { mercadopago, pedidos } = vizinhos
  const sync = createPagamentosSyncService(deps, {
    conexoes: mercadopago.conexoes,
    mercadoPago: mercadopago.mercadoPago,
    pedidos: pedidos.pedidos,
    cobrancas: pedidos.materiaCobranca,
  })
  const pagamentos = createPagamentosService(deps, {
    pedidos: pedidos.pedidos,
    sync,
    mercadoPago: mercadopago.mercadoPago,
  })
  return { pagamentos, sync }
}

export type PagamentosModule = ReturnType<typeof createPagamentosModule>

export { pagamentosRoutes } from './pagamentos.routes.ts'
export type { PagamentosService } from './pagamentos.service.ts'
export { SyncError } from './pagamentos-sync.service.ts'
