import { cobrancaDaReferencia } from '@recria/domain/materia-cobranca'
import { contestado, PAGAMENTO_MSG, toCentavos } from '@recria/domain/pagamento'
import { normalizeStatusPedido, orderStatusAfterPayment } from '@recria/domain/pedido'
import type { Deps } from '../../deps.ts'
import {
  type ConexaoService,
  type MercadoPagoService,
  type PagamentoMercadoPago,
  PermanentWebhookError,
} from '../mercadopago/mercadopago.module.ts'
import type { PedidosMateriaCobrancaService, PedidosService } from '../pedidos/pedidos.module.ts'
import { pagamentosRepository as repo } from './pagamentos.repository.ts'
import { orderIdOf, toPagamentoRow } from './provider-payment.ts'

/**
 * A sync that can never succeed by trying again (unknown payment or order): recorded, not retried. Its
 * message is the person's reason too, after PAGAMENTO_MSG.erroSincronizar's opening.
 */
export class SyncError extends PermanentWebhookError {}

export interface SyncTarget {
  mpPaymentId: number
  /** The notification's user_id: the collector, hence the seller whose token reads the payment. */
  mpUserId?: number | null
  /** Known already (on-demand sync of a stored payment): only this seller's token is used. */
  idUsuarioVendedor?: number
}

export interface SyncResult {
  id_pagamento: number
  id_pedido: number
  status: string
  pedidoAprovado: boolean
  /** Approved for an order already cancelled or expired: its money is owed back
   * (docs/design.md#orders-and-money). */
  pagoAposCancelamento: boolean
  /** The order has an approved payment that did not pay it, owed back in full (decision 015). */
  pagamentoDuplicado: boolean
}

export type PagamentosSyncService = ReturnType<typeof createPagamentosSyncService>

export function createPagamentosSyncService(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  {
    conexoes,
    mercadoPago,
    pedidos,
    cobrancas,
  }: {
    conexoes: ConexaoService
    mercadoPago: Pick<MercadoPagoService, 'pagamento'>
    pedidos: PedidosService
    cobrancas: Pick<PedidosMateriaCobrancaService, 'pagamentoRecebido'>
  },
) {
  return { sincronizar, sincronizarPagamento }

  /** Whose token may read the payment: the collector's seller, else the seller of the order already on file. */
  async function candidateSellers(target: SyncTarget): Promise<number[]> {
    if (target.idUsuarioVendedor !== undefined) return [target.idUsuarioVendedor]
    const byCollector = target.mpUserId ? await conexoes.vendedorDaConta(target.mpUserId) : null
    const stored = await repo.findByMpPaymentId(db, target.mpPaymentId)
    const order = stored ? await pedidos.partes(db, stored.id_pedido) : null
    const ids = [byCollector?.id_usuario, order?.id_usuario_vendedor].filter((id) => id !== undefined)
    return [...new Set(ids)]
  }

  /** The payment as its collector sees it now. Only the collector's token can read it (404 for others). */
  async function fetchPayment(sellers: number[], mpPaymentId: number) {
    for (const idVendedor of sellers) {
      const token = await conexoes.tokenDeAcesso(idVendedor)
      if (!token) continue
      const payment = await mercadoPago.pagamento(token, mpPaymentId)
      if (payment) return { payment, idVendedor }
    }
    throw new SyncError(PAGAMENTO_MSG.semVendedorConectado(mpPaymentId))
  }

  async function orderOf(payment: PagamentoMercadoPago, idVendedor: number) {
    const idPedido = orderIdOf(payment)
    const order = idPedido === null ? null : await pedidos.partes(db, idPedido)
    if (!order || order.id_usuario_vendedor !== idVendedor) {
      throw new SyncError(
        PAGAMENTO_MSG.referenciaForaDoVendedor(payment.id, payment.external_reference ?? ''),
      )
    }
    return order
  }

  /**
   * Reads the payment's CURRENT state from Mercado Pago and stores it, so any number of notifications,
   * in any order, converge: the row is upserted by mercado_pago_payment_id (a newer read wins), and an
   * approved payment moves its pending order to pagamento_aprovado once, in the same transaction
   * (and finishes its cart when it was the cart's last unpaid order). An approved payment owed back
   * (order cancelled, or paid by another payment) has its refund queued in that transaction; one
   * contested (in_mediation, charged_back) is told to its seller. Neither contested status is approved:
   * the order stays where it is.
   */
  async function sincronizar(target: SyncTarget): Promise<SyncResult> {
    const synced = await sincronizarPagamento(target)
    // A raw-material charge's payment is no order payment: whoever asked for one hears it is not.
    if (!synced) throw new SyncError(PAGAMENTO_MSG.referenciaForaDoVendedor(target.mpPaymentId, 'cobrança'))
    return synced
  }

  /**
   * The webhook job's sync: an order payment as `sincronizar` stores it, or a raw-material charge's payment
   * (external_reference 'cobranca-<id>', decision 030), which settles its charge and is kept out of
   * `pagamentos`, so no order-payment rule (the duplicate refund of decision 015) ever reads it. Null
   * for a charge's payment.
   */
  async function sincronizarPagamento(target: SyncTarget): Promise<SyncResult | null> {
    const sellers = await candidateSellers(target)
    const { payment, idVendedor } = await fetchPayment(sellers, target.mpPaymentId)
    const idCobranca = cobrancaDaReferencia(payment.external_reference)
    if (idCobranca !== null) {
      const dela = await cobrancas.pagamentoRecebido({
        idCobranca,
        idVendedor,
        mpPaymentId: target.mpPaymentId,
        aprovado: payment.status === 'approved',
        valorCentavos: toCentavos(payment.transaction_amount ?? 0),
        dataAprovacao: payment.date_approved ? new Date(payment.date_approved) : null,
      })
      if (!dela)
        throw new SyncError(
          PAGAMENTO_MSG.referenciaForaDoVendedor(target.mpPaymentId, payment.external_reference ?? ''),
        )
      return null
    }
    const order = await orderOf(payment, idVendedor)
    const row = toPagamentoRow(payment, order)
    const paidInFull = row.valor_total_centavos >= order.valor_total_centavos

    return db.transaction(async (tx) => {
      // The order's lock puts the syncs of its payments one after the other: each decides on the order
      // as the previous one left it, and the later of two approvals sees the earlier (decision 015).
      const locked = await pedidos.travar(tx, order.id_pedido)
      const current = normalizeStatusPedido(locked?.status_pedido ?? order.status_pedido)
      const moves = orderStatusAfterPayment(current, row.status) !== current
      if (moves && !paidInFull) {
        log.warn({ payment: payment.id, order: order.id_pedido }, 'pagamento aprovado menor que o pedido')
      }
      const written = await repo.upsertFromProvider(tx, row)
      // Approved: both sides told, and the cart finished when it was its last unpaid order.
      const pedidoAprovado =
        moves &&
        paidInFull &&
        (await pedidos.aprovarPagamento(
          tx,
          order.id_pedido,
          order.id_carrinho,
          row.data_aprovacao ?? new Date(),
        ))
      if (row.status === 'rejected' && current === 'pagamento_pendente')
        await pedidos.pagamentoRecusado(tx, order.id_pedido, target.mpPaymentId)
      // Contested at the provider (a claim, a chargeback): the seller hears of it when this read is
      // the newest one stored, once per payment and status.
      if (written !== null && contestado(row.status))
        await pedidos.pagamentoContestado(
          tx,
          order.id_pedido,
          target.mpPaymentId,
          row.status === 'charged_back',
        )
      const id = written ?? (await repo.findByMpPaymentId(tx, target.mpPaymentId))?.id_pagamento
      if (id === undefined) throw new Error('pagamento não gravado')
      const pagoAposCancelamento = current === 'cancelado' && row.status === 'approved'
      // Approved for an order another payment paid (two tabs, two preferences): owed back in full.
      const pagamentoDuplicado =
        row.status === 'approved' &&
        !pagoAposCancelamento &&
        (await pedidos.devolucaoDevida(tx, order.id_pedido))
      // Either refund is queued with this sync, whichever path ran it; the job's sweep finds any lost.
      if (pagoAposCancelamento || pagamentoDuplicado) await pedidos.devolver(tx, order.id_pedido)
      return {
        id_pagamento: id,
        id_pedido: order.id_pedido,
        status: row.status,
        pedidoAprovado,
        pagoAposCancelamento,
        pagamentoDuplicado,
      }
    })
  }
}
