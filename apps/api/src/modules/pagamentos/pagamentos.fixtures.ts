// Payments made through the simulator for the payments tests: an order, its preference with the
// seller's token, the buyer's payment on the simulator, and the payment read back by the app's sync.
import { Preference } from 'mercadopago'
import type { PaymentsApp } from '../../../test/payments.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'

export type Vendedor = Awaited<ReturnType<PaymentsApp['connectedSeller']>>

export interface Pago {
  idPedido: number
  idPagamento: number
  mpPaymentId: number
  status: string
}

/** How the buyer pays: a card (its holder's name decides, APRO approves) or Pix or boleto (pending). */
export type Como =
  | { metodo: 'master' | 'visa' | 'debvisa'; titular: 'APRO' | 'OTHE' | 'CONT' }
  | { metodo: 'pix' | 'bolbradesco' }

export function pagamentosFixtures(t: PaymentsApp) {
  const sync = t.services.pagamentosSync

  /** Reads the payment from the simulator again, as the webhook job would. */
  async function sincronizar(seller: Vendedor, mpPaymentId: number) {
    return sync.sincronizar({ mpPaymentId, idUsuarioVendedor: seller.usuario.id_usuario })
  }

  /** A new order of `centavos` paid `como`, with a platform fee of 1 %. */
  async function pagar(seller: Vendedor, idComprador: number, centavos: number, como: Como): Promise<Pago> {
    const idPedido = await t.insertOrder(idComprador, seller.usuario.id_usuario, centavos)
    const pref = await new Preference(sdkConfig(seller.mp.access_token)).create({
      body: {
        items: [{ id: '1', title: 'Luminária de lata', quantity: 1, unit_price: centavos / 100 }],
        external_reference: String(idPedido),
        marketplace_fee: Math.round(centavos / 100) / 100,
      },
    })
    const titular = 'titular' in como ? como.titular : ''
    const paid = await t.pay(pref.id as string, como.metodo, titular)
    const synced = await sincronizar(seller, paid.payment_id)
    return { idPedido, idPagamento: synced.id_pagamento, mpPaymentId: paid.payment_id, status: synced.status }
  }

  /** The bank settles a pending Pix or boleto at the simulator; the app reads it. */
  async function liquidar(seller: Vendedor, pago: Pago, status: 'approved' | 'rejected' | 'cancelled') {
    await t.sim(`/payments/${pago.mpPaymentId}/status`, { status })
    await sincronizar(seller, pago.mpPaymentId)
  }

  /**
   * Changes what the provider says of a payment (its creation instant, or a status the checkout never
   * gives, such as in_mediation) in the simulator's own table, then syncs it.
   */
  async function noProvedor(seller: Vendedor, pago: Pago, mudar: { criado?: Date; status?: string }) {
    await t.pool.query(
      `update mp_sim.payments set date_created = coalesce($2, date_created), status = coalesce($3, status),
         date_last_updated = now() where id = $1`,
      [pago.mpPaymentId, mudar.criado ?? null, mudar.status ?? null],
    )
    await sincronizar(seller, pago.mpPaymentId)
  }

  /** As if the order had been made a minute before `instante` and paid at `instante`. */
  async function feitoEm(seller: Vendedor, pago: Pago, instante: Date) {
    await t.pool.query(
      `update pedidos set data_criacao = $2::timestamptz - interval '1 minute' where id_pedido = $1`,
      [pago.idPedido, instante],
    )
    await noProvedor(seller, pago, { criado: instante })
  }

  /** Refunds the payment through the app's refund service (the whole of it without `centavos`). */
  async function reembolsar(pago: Pago, centavos?: number) {
    await t.services.reembolsoPagamento.reembolsar(pago.idPagamento, {
      amountCentavos: centavos,
      idempotencyKey: `teste-${pago.idPagamento}-${centavos ?? 'total'}`,
    })
  }

  /** The instant São Paulo's day `offset` days from today begins, as PostgreSQL computes it. */
  async function inicioDoDia(offset = 0): Promise<Date> {
    const { rows } = await t.pool.query<{ d: Date }>(
      `select (((now() at time zone 'America/Sao_Paulo')::date + $1::int)::timestamp
               at time zone 'America/Sao_Paulo') as d`,
      [offset],
    )
    return (rows[0] as { d: Date }).d
  }

  /** São Paulo's date `offset` days from today, YYYY-MM-DD. */
  async function dia(offset = 0): Promise<string> {
    const { rows } = await t.pool.query<{ d: string }>(
      `select to_char((now() at time zone 'America/Sao_Paulo')::date + $1::int, 'YYYY-MM-DD') as d`,
      [offset],
    )
    return (rows[0] as { d: string }).d
  }

  return { pagar, liquidar, noProvedor, feitoEm, reembolsar, sincronizar, inicioDoDia, dia }
}
