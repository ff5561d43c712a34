// Refund requests the provider failed for good (status failed, decision 021), as the operator's
// Financeiro area lists them, and their re-sending: back to approved, a fresh count of attempts, and
// queued for the same processing job in the operator's transaction. The idempotency key is the
// request's id (chaveDoReembolso), so Mercado Pago gives the money back at most once, even when an
// earlier attempt had in fact refunded and only its answer was lost.
import { FINANCEIRO_MSG } from '@recria/domain/operador-financeiro'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { reembolsos } from '../../db/schema/reembolsos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { countWhere, type PageSlice, pageWithTotal } from '../../lib/pagination.ts'
import { enfileirarReembolsoAprovado } from './reembolsos.queue.ts'
import { reembolsosRepository as repo } from './reembolsos.repository.ts'

const comprador = alias(usuarios, 'comprador')
const vendedor = alias(usuarios, 'vendedor')
const falhou = eq(reembolsos.status, 'failed')

export type ReembolsosOperadorService = ReturnType<typeof createReembolsosOperadorService>

export function createReembolsosOperadorService({ db, boss }: Pick<Deps, 'db' | 'boss'>) {
  return {
    /** One page of the failed requests, the latest failure first, and how many in all. */
    async falhos(slice: PageSlice) {
      return pageWithTotal(
        db
          .select({
            id_reembolso: reembolsos.id_reembolso,
            id_pedido: reembolsos.id_pedido,
            mercado_pago_payment_id: pagamentos.mercado_pago_payment_id,
            comprador: comprador.nome,
            vendedor: vendedor.nome,
            valor_centavos: sql<number>`coalesce(${reembolsos.valor_aprovado_centavos}, ${reembolsos.valor_solicitado_centavos})`,
            tentativas: reembolsos.tentativas,
            ultimo_erro: reembolsos.ultimo_erro,
            atualizado_em: reembolsos.atualizado_em,
          })
          .from(reembolsos)
          .innerJoin(pagamentos, eq(pagamentos.id_pagamento, reembolsos.id_pagamento))
          .innerJoin(comprador, eq(comprador.id_usuario, reembolsos.id_usuario_comprador))
          .innerJoin(vendedor, eq(vendedor.id_usuario, reembolsos.id_usuario_vendedor))
          .where(falhou)
          .orderBy(desc(reembolsos.atualizado_em), desc(reembolsos.id_reembolso))
          .$dynamic(),
        slice,
        countWhere(db, reembolsos, falhou),
      )
    },

    /**
     * A failed request back to approved and queued, in `tx` (the operator's audit line commits with
     * it). Refused while another request of the order is open (one open request per order).
     */
    async reenviar(tx: Executor, idReembolso: number) {
      const atual = await repo.travar(tx, idReembolso)
      if (!atual) throw new NotFound(FINANCEIRO_MSG.reembolsoNaoEncontrado)
      if (atual.status !== 'failed') throw new Conflict(FINANCEIRO_MSG.reembolsoNaoFalhou)
      if (await repo.abertoDoPedido(tx, atual.id_pedido)) throw new Conflict(FINANCEIRO_MSG.reembolsoEmAberto)
      await tx
        .update(reembolsos)
        .set({ status: 'approved', tentativas: 0, atualizado_em: sql`now()` })
        .where(and(eq(reembolsos.id_reembolso, idReembolso), falhou))
      await enfileirarReembolsoAprovado(boss, idReembolso, tx)
      return atual
    },
  }
}
