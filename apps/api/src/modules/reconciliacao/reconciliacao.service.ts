// The reconciliation on demand, for the operator's Financeiro area (decision 025): the same check as
// `npm run reconciliar`, against the in-process simulator when it shares the database, otherwise
// through the SDK with each seller's token. Read-only.
import type { Discrepancia } from '@recria/domain/reconciliacao'
import type { Deps } from '../../deps.ts'
import type { ConexaoService, MercadoPagoService } from '../mercadopago/mercadopago.module.ts'
import { provedorSdk } from './provedor-sdk.ts'
import { provedorSimulador, simuladorNoBanco } from './provedor-simulador.ts'
import { reconciliar } from './reconciliar.ts'

export type ReconciliacaoService = ReturnType<typeof createReconciliacaoService>

export function createReconciliacaoService(
  { db }: Pick<Deps, 'db'>,
  {
    conexoes,
    mercadoPago,
  }: { conexoes: Pick<ConexaoService, 'tokenDeAcesso'>; mercadoPago: Pick<MercadoPagoService, 'pagamento'> },
) {
  const pool = db.$client
  return {
    async verificar(): Promise<Discrepancia[]> {
      const provedor = (await simuladorNoBanco(pool))
        ? provedorSimulador(pool)
        : provedorSdk(pool, conexoes, mercadoPago)
      return reconciliar(pool, provedor)
    },
  }
}
