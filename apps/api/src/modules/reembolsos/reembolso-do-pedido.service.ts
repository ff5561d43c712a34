// What an order owes back without anyone asking (DESIGN §8, decision 015): every approved payment of a
// cancelled order, in full, and every approved payment that did not pay the order (a second tab, a
// second preference). One job per order on its queue (reembolsos.queue.ts), retried and swept
// every ten minutes; one idempotency key per payment keeps any number of runs to one refund at the provider.
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.service.ts'
import type { PedidosService } from '../pedidos/pedidos.service.ts'
import type { ReembolsoPagamentoService } from './reembolso-pagamento.service.ts'
import { enfileirarReembolsoDoPedido } from './reembolsos.queue.ts'

/** The same key for every attempt of one duplicate's refund: Mercado Pago makes it one refund. */
export const chaveDoDuplicado = (idPagamento: number) => `duplicado-pagamento-${idPagamento}`

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

  return {
    enfileirar,
    devolverCancelado,
    devolverDuplicados,

    /** The job's work for one order: both kinds of money it owes back. */
    async devolver(idPedido: number) {
      await devolverCancelado(idPedido)
      await devolverDuplicados(idPedido)
    },

    /**
     * An order just cancelled: if it was paid, its refund is queued and tried at once; if the provider
     * fails, the job retries.
     */
    async aoCancelar(idPedido: number) {
      if ((await pagamentos.pagosDoPedido(idPedido)).length === 0) return
      await enfileirar(idPedido)
      await devolverCancelado(idPedido).catch((err) =>
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
