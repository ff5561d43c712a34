// An order paid more than once gives back, in full, every approved payment that did not pay it
// (decision 015): the payment sync queues this on REEMBOLSO_QUEUE and the ten-minute sweep finds what
// was lost. One idempotency key per payment keeps any number of runs to one refund at the provider.
import type { Deps } from '../../deps.ts'
import { createRefundsService } from '../pagamentos/refunds.service.ts'
import { pedidosAcoesRepository as acoes } from './pedidos-acoes.repository.ts'
import { createPedidosAvisosService } from './pedidos-avisos.service.ts'
import { pedidosDuplicadosRepository as repo } from './pedidos-duplicados.repository.ts'

/** The same key for every attempt of one duplicate's refund: Mercado Pago makes it one refund. */
export const chaveDoDuplicado = (idPagamento: number) => `duplicado-pagamento-${idPagamento}`

export function createPedidosDuplicadosService(
  deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log' | 'mail' | 'boss'>,
) {
  const { db, log } = deps
  const refunds = createRefundsService(deps)
  const avisos = createPedidosAvisosService(deps)

  /** The buyer is told once per payment: the order's lock puts concurrent runs one after the other. */
  async function avisar(idPedido: number, idPagamento: number) {
    await db.transaction(async (tx) => {
      await acoes.travar(tx, idPedido)
      const devolvido = (await repo.doPedido(tx, idPedido)).find((d) => d.id_pagamento === idPagamento)
      if (devolvido && !devolvido.avisado)
        await avisos.duplicadoDevolvido(tx, idPedido, devolvido.mercado_pago_payment_id)
    })
  }

  /**
   * The job's work for one order: each duplicate still approved is refunded (the job retries, so the
   * SDK does not), then its buyer told. Throws while any is still owed; a cancelled order has none
   * here (its cancellation refunds every payment).
   */
  async function devolver(idPedido: number) {
    let falha: unknown = null
    for (const duplicado of await repo.doPedido(db, idPedido)) {
      try {
        if (duplicado.status === 'approved') {
          const feito = await refunds.refund(duplicado.id_pagamento, {
            idempotencyKey: chaveDoDuplicado(duplicado.id_pagamento),
            maxRetries: 0,
          })
          if (feito.status !== 'approved')
            throw new Error(`reembolso do pagamento duplicado ${duplicado.id_pagamento}: ${feito.status}`)
        }
        await avisar(idPedido, duplicado.id_pagamento)
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

  return { devolver }
}
