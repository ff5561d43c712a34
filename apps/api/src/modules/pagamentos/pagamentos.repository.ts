import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { firstRow, proposedBut } from '../../lib/queries.ts'

export type PagamentoInsert = typeof pagamentos.$inferInsert

/** Statuses a payment may still leave for approved. */
const EM_ANDAMENTO = ['pending', 'in_process']

/** Everything the provider says about a payment; the row's own columns stay as they are. */
const fromProvider = {
  ...proposedBut(pagamentos, ['id_pagamento', 'id_pedido', 'id_usuario_vendedor', 'mercado_pago_payment_id']),
  atualizado_em: sql`now()`,
}

/** A payment's own columns, as its reads answer them. */
export const colunasDoPagamento = {
  id_pagamento: pagamentos.id_pagamento,
  id_pedido: pagamentos.id_pedido,
  mercado_pago_payment_id: pagamentos.mercado_pago_payment_id,
  status: pagamentos.status,
  tipo_pagamento: pagamentos.tipo_pagamento,
  valor_total_centavos: pagamentos.valor_total_centavos,
  valor_taxa_centavos: pagamentos.valor_taxa_centavos,
  valor_liquido_centavos: pagamentos.valor_liquido_centavos,
  valor_reembolsado_centavos: pagamentos.valor_reembolsado_centavos,
  external_reference: pagamentos.external_reference,
  data_criacao: pagamentos.data_criacao,
}

export type PagamentoRow = NonNullable<Awaited<ReturnType<typeof pagamentosRepository.findById>>>

export const pagamentosRepository = {
  /**
   * One statement, so concurrent syncs of one payment converge on one row: the unique key makes the
   * second insert an update, and an older read of the provider never overwrites a newer one.
   * Answers the row's id when this read was written, null when a newer one was already there.
   */
  async upsertFromProvider(db: Executor, row: PagamentoInsert) {
    const [written] = await db
      .insert(pagamentos)
      .values(row)
      .onConflictDoUpdate({
        target: pagamentos.mercado_pago_payment_id,
        set: fromProvider,
        setWhere: sql`${pagamentos.data_atualizacao_mp} <= excluded.data_atualizacao_mp`,
      })
      .returning({ id_pagamento: pagamentos.id_pagamento })
    return written?.id_pagamento ?? null
  },

  async findById(db: Executor, idPagamento: number) {
    return firstRow(
      db.select(colunasDoPagamento).from(pagamentos).where(eq(pagamentos.id_pagamento, idPagamento)),
    )
  },

  /** Which of these orders have a payment Mercado Pago is still deciding (Pix, boleto, review). */
  async emAndamento(db: Executor, idsPedido: readonly number[]) {
    if (!idsPedido.length) return new Set<number>()
    const rows = await db
      .selectDistinct({ id_pedido: pagamentos.id_pedido })
      .from(pagamentos)
      .where(and(inArray(pagamentos.id_pedido, [...idsPedido]), inArray(pagamentos.status, EM_ANDAMENTO)))
    return new Set(rows.map((r) => r.id_pedido))
  },

  /** The order's approved or already refunded payments: what a cancellation gives back. */
  async pagosDoPedido(db: Executor, idPedido: number) {
    return db
      .select({ id_pagamento: pagamentos.id_pagamento, status: pagamentos.status })
      .from(pagamentos)
      .where(and(eq(pagamentos.id_pedido, idPedido), inArray(pagamentos.status, ['approved', 'refunded'])))
      .orderBy(pagamentos.id_pagamento)
  },

  /** Every payment of the order, newest first. */
  async doPedido(db: Executor, idPedido: number) {
    return db
      .select(colunasDoPagamento)
      .from(pagamentos)
      .where(eq(pagamentos.id_pedido, idPedido))
      .orderBy(desc(pagamentos.data_criacao), desc(pagamentos.id_pagamento))
  },

  async findByMpPaymentId(db: Executor, mpPaymentId: number) {
    return firstRow(
      db
        .select(colunasDoPagamento)
        .from(pagamentos)
        .where(eq(pagamentos.mercado_pago_payment_id, mpPaymentId)),
    )
  },
}
