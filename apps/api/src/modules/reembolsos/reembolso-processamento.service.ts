// An approved refund request given back through Mercado Pago (docs/design.md#orders-and-money): approved →
// processing → completed when the provider confirms, the request's id as idempotency key so no retry,
// concurrent run or lost answer ever refunds twice; a failure is counted and retried by the job, and the
// request ends failed only after the attempts run out (or at once when the provider refuses it).
import { PAGAMENTO_MSG } from '@recria/domain/pagamento'
import type { StatusReembolso } from '@recria/domain/reembolso'
import type { Deps } from '../../deps.ts'
import { HttpError } from '../../lib/errors.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import type { ReembolsoPagamentoService } from './reembolso-pagamento.service.ts'
import { reembolsosRepository as repo } from './reembolsos.repository.ts'
import type { ReembolsosAvisosService } from './reembolsos-avisos.service.ts'

/** Provider calls before a request is given up as failed (the approval's own try included). */
export const MAX_TENTATIVAS_REEMBOLSO = 8

/** The same key for every attempt of one request: Mercado Pago makes it one refund. */
export const chaveDoReembolso = (idReembolso: number) => `reembolso-${idReembolso}`

/** The provider itself refused the refund: trying again cannot change its answer. */
const recusado = (error: unknown) =>
  error instanceof HttpError && error.message === PAGAMENTO_MSG.reembolsoRecusado

export type ReembolsoProcessamentoService = ReturnType<typeof createReembolsoProcessamentoService>

export function createReembolsoProcessamentoService(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  uses: {
    reembolsoPagamento: ReembolsoPagamentoService
    pedidos: PedidosService
    avisos: ReembolsosAvisosService
  },
) {
  const { reembolsoPagamento, pedidos, avisos } = uses

  /** Counts the failure; answers whether the request is now failed (then the seller is told). */
  async function registrarFalha(idReembolso: number, error: unknown) {
    return db.transaction(async (tx) => {
      const atual = await repo.travar(tx, idReembolso)
      if (atual?.status !== 'processing') return false
      const fim = recusado(error) || atual.tentativas + 1 >= MAX_TENTATIVAS_REEMBOLSO
      await repo.registrarFalha(tx, idReembolso, (error as Error).message ?? String(error), fim)
      if (fim) await avisos.falhou(tx, idReembolso)
      return fim
    })
  }

  /**
   * The job's work for one request; a no-op unless it is approved or processing. Throws while it
   * should be tried again. The provider's confirmation completes it even if a concurrent run had just
   * given up: the money went back.
   */
  async function processar(idReembolso: number): Promise<StatusReembolso | null> {
    const pendente = await db.transaction(async (tx) => {
      const r = await repo.travar(tx, idReembolso)
      if (r?.status !== 'approved' && r?.status !== 'processing') return null
      if (r.status === 'approved') await repo.mudarStatus(tx, idReembolso, 'processing')
      return r
    })
    if (!pendente) return null

    let mpRefundId: number | null
    try {
      const feito = await reembolsoPagamento.reembolsar(pendente.id_pagamento, {
        amountCentavos: pendente.valor_aprovado_centavos ?? pendente.valor_solicitado_centavos,
        idempotencyKey: chaveDoReembolso(idReembolso),
        maxRetries: 0,
      })
      if (feito.status !== 'approved') throw new Error(`reembolso no Mercado Pago: ${feito.status}`)
      mpRefundId = feito.mp_refund_id
    } catch (error) {
      const falhou = await registrarFalha(idReembolso, error)
      log.warn({ err: error, idReembolso, falhou }, 'reembolso solicitado: o Mercado Pago falhou')
      if (falhou) return 'failed'
      throw error
    }

    await db.transaction(async (tx) => {
      const atual = await repo.travar(tx, idReembolso)
      if (atual?.status !== 'processing' && atual?.status !== 'failed') return
      await repo.concluir(tx, idReembolso, mpRefundId)
      await pedidos.reembolsar(tx, pendente.id_pedido)
      await avisos.concluido(tx, idReembolso)
    })
    return 'completed'
  }

  return { processar }
}
