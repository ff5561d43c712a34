// What an order owes back without anyone asking (docs/design.md#orders-and-money, decision 015): every
// approved payment of a cancelled order, in full, every approved payment that did not pay the order (a second
// tab, a second preference), and every paid raw-material charge of a cancelled or refunded order (decision
// 042). One job per order on its queue (reembolsos.queue.ts), retried and swept every ten minutes;
// one idempotency key per payment keeps any number of runs to one refund at the provider.
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import type { ReembolsoPagamentoService } from './reembolso-pagamento.service.ts'
import { enfileirarReembolsoDoPedido } from './reembolsos.queue.ts'

/** The same key for every attempt of one duplicate's refund: Mercado Pago makes it one refund. */
export const chaveDoDuplicado = (idPagamento: number) => `duplicado-pagamento-${idPagamento}`

/** The same key for every attempt of one charge's refund (decision 042). */
export const chaveDaCobranca = (idCobranca: number) => `cobranca-materia-${idCobranca}`

export type ReembolsoDoPedidoService = ReturnType<typeof createReembolsoDoPedidoService>

export function createReembolsoDoPedidoService(
  { db, boss, log }: Pick<Deps, 'db' | 'boss' | 'log'>,
  uses: {
    pedidos: PedidosService
    pagamentos: PagamentosService
    reembolsoPagamento: ReembolsoPagamentoService
  },
) {
  const { pedidos, pagamentos, reembolsoPagamento } = uses
  const enfileirar = (idPedido: number, tx?: Executor) => enfileirarReembolsoDoPedido(boss, idPedido, tx)

  /**
   * Gives back every approved payment of a cancelled order, in full, once each: the idempotency key
   * (one per payment) makes every retry the same refund at the provider; the order's date is stamped
   * once, when the provider has confirmed them all.
   */
  async function devolverCancelado(idPedido: number) {
    const pedido = await pedidos.estado(db, idPedido)
    if (pedido?.status_pedido !== 'cancelado') return
    const pagos = await pagamentos.pagosDoPedido(idPedido)
    if (!pagos.length) return
    for (const pago of pagos.filter((p) => p.status === 'approved')) {
      const feito = await reembolsoPagamento.reembolsar(pago.id_pagamento, {
        idempotencyKey: `cancelamento-pagamento-${pago.id_pagamento}`,
      })
      if (feito.status !== 'approved') throw new Error(`reembolso do pedido ${idPedido}: ${feito.status}`)
    }
    await pedidos.cancelamentoReembolsado(idPedido)
  }

  /**
   * Each duplicate still approved is refunded (the job retries, so the SDK does not), then its buyer
   * told. Throws while any is still owed; a cancelled order has none here (its cancellation refunds
   * every payment).
   */
  async function devolverDuplicados(idPedido: number) {
    let falha: unknown = null
    for (const duplicado of await pedidos.duplicados(db, idPedido)) {
      try {
        if (duplicado.status === 'approved') {
          const feito = await reembolsoPagamento.reembolsar(duplicado.id_pagamento, {
            idempotencyKey: chaveDoDuplicado(duplicado.id_pagamento),
            maxRetries: 0,
          })
          if (feito.status !== 'approved')
            throw new Error(`reembolso do pagamento duplicado ${duplicado.id_pagamento}: ${feito.status}`)
        }
        await pedidos.duplicadoDevolvido(idPedido, duplicado.id_pagamento)
      } catch (error) {
        log.warn(
          { err: error, idPedido, idPagamento: duplicado.id_pagamento },
          'pagamento duplicado não devolvido',
        )
        falha ??= error
      }
    }
    if (falha) throw falha
  }

  /**
   * Each paid raw-material charge of a cancelled or refunded order, refunded in full with its own key
   * (so every retry, and two runs at once, are one refund at the provider), then recorded and its
   * buyer told once. Throws while any is still owed.
   */
  async function devolverCobrancas(idPedido: number) {
    for (const c of await pedidos.cobrancasDevidas(idPedido)) {
      const feito = await reembolsoPagamento.reembolsarCobranca(
        c.id_usuario_vendedor,
        c.mercado_pago_payment_id,
        chaveDaCobranca(c.id_cobranca),
      )
      if (feito.status !== 'approved')
        throw new Error(`reembolso da cobrança ${c.id_cobranca}: ${feito.status}`)
      await pedidos.cobrancaDevolvida(idPedido, c.id_cobranca, feito.mp_refund_id)
    }
  }

  /** The job's work for one order: every kind of money it owes back, each tried even if another fails. */
  async function devolver(idPedido: number) {
    let falha: unknown = null
    for (const parte of [devolverCancelado, devolverCobrancas, devolverDuplicados])
      await parte(idPedido).catch((error) => {
        falha ??= error
      })
    if (falha) throw falha
  }

  return {
    enfileirar,
    devolverCancelado,
    devolverCobrancas,
    devolverDuplicados,
    devolver,

    /**
     * An order just cancelled, or a charge paid after its order ended: what it owes back is queued and
     * tried at once; if the provider fails, the job retries.
     */
    async aoCancelar(idPedido: number) {
      const pagos = await pagamentos.pagosDoPedido(idPedido)
      if (pagos.length === 0 && (await pedidos.cobrancasDevidas(idPedido)).length === 0) return
      await enfileirar(idPedido)
      await devolver(idPedido).catch((err) =>
        log.warn({ err, idPedido }, 'reembolso do cancelamento adiado: a fila tentará de novo'),
      )
    },

    /** The sweep's work: every order still owing a refund gets its job again (one waiting per order). */
    async varrer() {
      const devidos = await pedidos.reembolsosDevidos(500)
      for (const idPedido of devidos) await enfileirar(idPedido)
      if (devidos.length) log.info({ devidos: devidos.length }, 'reembolsos devidos na fila')
      return devidos
    },
  }
}
