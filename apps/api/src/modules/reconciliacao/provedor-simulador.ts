// Mercado Pago as the in-process simulator holds it (decision 005: same database, schema mp_sim), read
// through the simulator's declared `pagamentos` export rather than over HTTP, so the reconciliation works
// whether or not the app is running, and sees what a test changed inside its own transaction.
import { hasSimulatorTables, listPayments } from '@recria/mp-simulator/pagamentos'
import type { Consulta } from './reconciliacao.repository.ts'

export interface PagamentoNoProvedor {
  id: number
  status: string
  external_reference: string | null
  total_centavos: number
  reembolsado_centavos: number
  tarifa_centavos: number
  taxa_plataforma_centavos: number
  reembolsos: { id: number; valor_centavos: number }[]
}

/** Every payment the provider holds, with its refunds. */
export interface Provedor {
  pagamentos(): Promise<PagamentoNoProvedor[]>
}

export function simuladorNoBanco(db: Consulta): Promise<boolean> {
  return hasSimulatorTables(db)
}

export function provedorSimulador(db: Consulta): Provedor {
  return {
    // The figures GET /v1/payments/{id} answers: fees only once money moved.
    async pagamentos() {
      return (await listPayments(db)).map((p) => ({
        id: p.id,
        status: p.status,
        external_reference: p.external_reference,
        total_centavos: p.amount_cents,
        reembolsado_centavos: p.refunded_cents,
        tarifa_centavos: p.mp_fee_cents,
        taxa_plataforma_centavos: p.marketplace_fee_cents,
        reembolsos: p.refunds.map((r) => ({ id: r.id, valor_centavos: r.amount_cents })),
      }))
    },
  }
}
