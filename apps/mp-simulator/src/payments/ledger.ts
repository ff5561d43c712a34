// Every payment the simulator holds, with its refunds, in centavos and with the fees GET /v1/payments/{id}
// reports (none until money moved: payment-view.ts). The package's `./pagamentos` export: Recria's
// reconciliation reads it on the shared database, whether or not a server is listening, and inside its
// own transaction when a test plants a discrepancy there.
import type { Queryable } from '../db/transaction.ts'
import { charged } from './payment-view.ts'

export interface PaymentSummary {
  id: number
  status: string
  external_reference: string | null
  amount_cents: number
  refunded_cents: number
  /** Mercado Pago's fee, charged to the collector. */
  mp_fee_cents: number
  /** The application's (marketplace) fee. */
  marketplace_fee_cents: number
  refunds: { id: number; amount_cents: number }[]
}

/** Whether the simulator's tables are in this database (it runs in-process, migrated there). */
export async function hasSimulatorTables(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select to_regclass('mp_sim.payments') is not null as found`,
  )
  return rows[0]?.found === true
}

/** Every payment, oldest first, each with its refunds. */
export async function listPayments(db: Queryable): Promise<PaymentSummary[]> {
  const { rows } = await db.query<{
    id: string
    status: string
    external_reference: string | null
    amount: string
    refunded: string
    mp_fee: string
    marketplace_fee: string
    refunds: { id: string; amount: string }[]
  }>(
    `select p.id::text, p.status, p.external_reference, p.amount_cents::text as amount,
            p.refunded_cents::text as refunded, p.mp_fee_cents::text as mp_fee,
            p.marketplace_fee_cents::text as marketplace_fee,
            coalesce((select json_agg(json_build_object('id', r.id::text, 'amount', r.amount_cents::text)
                                      order by r.id)
                      from mp_sim.refunds r where r.payment_id = p.id), '[]') as refunds
     from mp_sim.payments p order by p.id`,
  )
  return rows.map((p) => ({
    id: Number(p.id),
    status: p.status,
    external_reference: p.external_reference,
    amount_cents: Number(p.amount),
    refunded_cents: Number(p.refunded),
    mp_fee_cents: charged(p) ? Number(p.mp_fee) : 0,
    marketplace_fee_cents: charged(p) ? Number(p.marketplace_fee) : 0,
    refunds: p.refunds.map((r) => ({ id: Number(r.id), amount_cents: Number(r.amount) })),
  }))
}
