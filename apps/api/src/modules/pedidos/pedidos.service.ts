// What the modules above ask of an order, inside their own transaction when they pass one: its parties
// and state, the orders a checkout makes, and the changes the payment provider brings (approval,
// refusal, money owed back), each told to both sides and announced to the modules that react.
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { pedidosRepository as repo } from './pedidos.repository.ts'
import { pedidosAcoesRepository as acoes } from './pedidos-acoes.repository.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import { pedidosCheckoutRepository as checkout, type NovoPedido } from './pedidos-checkout.repository.ts'
import { pedidosDuplicadosRepository as duplicados } from './pedidos-duplicados.repository.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { createCobrancasDevolvidas } from './pedidos-materia-devolucao.ts'

export type { PartesDoPedido } from './pedidos.repository.ts'
export type { EstadoPedido } from './pedidos-acoes.repository.ts'
export type { ItemPedidoRow, NovoItem, NovoPedido, ResumoPedido } from './pedidos-checkout.repository.ts'
export type { CobrancaDevida } from './pedidos-materia-devolucao.ts'

export type PedidosService = ReturnType<typeof createPedidosService>

export function createPedidosService(
  { db }: Pick<Deps, 'db'>,
  { avisos, eventos }: { avisos: PedidosAvisosService; eventos: PedidosEventos },
) {
  const cobrancas = createCobrancasDevolvidas({ db }, { avisos })
  return {
    partes: repo.partes,
    /** The order's state and dates, locked until the caller's transaction ends. */
    travar: acoes.travar,
    estado: acoes.estado,
    resumos: checkout.resumos,
    itens: checkout.itens,
    doCarrinho: checkout.doCarrinho,
    /** The payment that paid the order (decision 015); its other payments go back by themselves. */
    pagante: duplicados.pagante,
    /** The order's payments that did not pay it (decision 015), approved or already given back. */
    duplicados: duplicados.doPedido,
    /** Orders still owing a refund (a cancelled paid order, a duplicate): for the refunds' sweep. */
    reembolsosDevidos: (limite: number) => acoes.reembolsosDevidos(db, limite),
    registrarPreferencia: repo.registrarPreferencia,
    compraDiretaRecente: checkout.compraDiretaRecente,
    travarCompraDireta: checkout.travarCompraDireta,

    /** The checkout's orders, made awaiting payment, each told to its buyer and seller. */
    async criar(tx: Executor, novos: readonly NovoPedido[]) {
      const ids = await checkout.criar(tx, novos)
      for (const id of ids) await avisos.criado(tx, id)
      return ids
    },

    /**
     * The provider approved a payment of the whole order: pagamento_aprovado once (answers whether this
     * call moved it), both sides told, and its cart finished when it was the cart's last unpaid order.
     */
    async aprovarPagamento(tx: Executor, idPedido: number, idCarrinho: number | null, aprovadoEm: Date) {
      if (!(await repo.aprovarPagamento(tx, idPedido, aprovadoEm))) return false
      await avisos.pago(tx, idPedido)
      if (idCarrinho !== null) await eventos.quitado(tx, idCarrinho)
      return true
    },

    /** The provider refused a payment of the unpaid order: its buyer is told. */
    pagamentoRecusado: (tx: Executor, idPedido: number, mpPaymentId: number) =>
      avisos.recusado(tx, idPedido, mpPaymentId),

    /** A payment of the order entered mediation or was charged back: its seller is told, once each. */
    pagamentoContestado: (tx: Executor, idPedido: number, mpPaymentId: number, estorno: boolean) =>
      avisos.contestado(tx, idPedido, mpPaymentId, estorno),

    /** Whether the order owes a duplicate back (or its notice): the payment sync then queues it. */
    devolucaoDevida: duplicados.devolucaoDevida,

    /** A payment of the order owed back: queued in the caller's transaction. */
    devolver: (tx: Executor, idPedido: number) => eventos.devolucaoDevida(tx, idPedido),

    /**
     * A delivered order refunded on request: reembolsado, dated, with its event (answers whether this
     * call moved it); its paid raw-material charges are then owed back too, queued in the caller's
     * transaction (decision 042).
     */
    async reembolsar(tx: Executor, idPedido: number) {
      const movido = await acoes.reembolsar(tx, idPedido)
      if (movido && (await cobrancas.devidas(tx, idPedido)).length)
        await eventos.devolucaoDevida(tx, idPedido)
      return movido
    },

    /** The paid raw-material charges a cancelled or refunded order owes back (decision 042). */
    cobrancasDevidas: (idPedido: number) => cobrancas.devidas(db, idPedido),
    /** A charge's refund confirmed by the provider: recorded, and its buyer told, once. */
    cobrancaDevolvida: cobrancas.devolvida,

    /** Every payment of the cancelled order given back: its date stamped once, its buyer told. */
    async cancelamentoReembolsado(idPedido: number) {
      await db.transaction(async (tx) => {
        if (await acoes.registrarReembolso(tx, idPedido)) await avisos.reembolsado(tx, idPedido)
      })
    },

    /** The buyer is told once per duplicate given back: the order's lock puts concurrent runs in line. */
    async duplicadoDevolvido(idPedido: number, idPagamento: number) {
      await db.transaction(async (tx) => {
        await acoes.travar(tx, idPedido)
        const devolvido = (await duplicados.doPedido(tx, idPedido)).find(
          (d) => d.id_pagamento === idPagamento,
        )
        if (devolvido && !devolvido.avisado)
          await avisos.duplicadoDevolvido(tx, idPedido, devolvido.mercado_pago_payment_id)
      })
    },
  }
}
