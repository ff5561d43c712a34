// Mercado Pago as the in-process simulator holds it (decision 005: same database, schema mp_sim).
// Read in SQL rather than over HTTP, so the reconciliation works whether or not the app is running;
// the figures are those GET /v1/payments/{id} answers (payment-view.ts): fees only once money moved.
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

export async function simuladorNoBanco(db: Consulta): Promise<boolean> {
  const { rows } = await db.query(`select to_regclass('mp_sim.payments') is not null as existe`)
  return rows[0]?.existe === true
}

export function provedorSimulador(db: Consulta): Provedor {
  return {
    async pagamentos() {
      const { rows } = await db.query<{
        id: string
        status: string
        external_reference: string | null
        total: string
        reembolsado: string
        tarifa: string
        plataforma: string
        reembolsos: { id: string; valor: string }[]
      }>(
        `select p.id::text, p.status, p.external_reference, p.amount_cents::text as total,
                p.refunded_cents::text as reembolsado, p.mp_fee_cents::text as tarifa,
                p.marketplace_fee_cents::text as plataforma,
                coalesce((select json_agg(json_build_object('id', r.id::text, 'valor', r.amount_cents::text)
                                          order by r.id)
                          from mp_sim.refunds r where r.payment_id = p.id), '[]') as reembolsos
         from mp_sim.payments p order by p.id`,
      )
      return rows.map((p) => {
        const cobrado = p.status === 'approved' || p.status === 'refunded'
        return {
          id: Number(p.id),
          status: p.status,
          external_reference: p.external_reference,
          total_centavos: Number(p.total),
          reembolsado_centavos: Number(p.reembolsado),
          tarifa_centavos: cobrado ? Number(p.tarifa) : 0,
          taxa_plataforma_centavos: cobrado ? Number(p.plataforma) : 0,
          reembolsos: p.reembolsos.map((r) => ({ id: Number(r.id), valor_centavos: Number(r.valor) })),
        }
      })
    },
  }
}
