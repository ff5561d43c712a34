// The reconciliation's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Recria's money against the provider's.
import type { Deps } from '../../deps.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import { createReconciliacaoService } from './reconciliacao.service.ts'

export function createReconciliacaoModule(deps: Deps, { mercadopago }: { mercadopago: MercadopagoModule }) {
  const reconciliacao = createReconciliacaoService(deps, {
    conexoes: mercadopago.conexoes,
    mercadoPago: mercadopago.mercadoPago,
  })
  return { reconciliacao }
}

export type ReconciliacaoModule = ReturnType<typeof createReconciliacaoModule>

export type { ReconciliacaoService } from './reconciliacao.service.ts'
