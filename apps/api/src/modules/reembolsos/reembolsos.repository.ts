// Refund requests as they move: created, answered, processed at the provider, completed or failed.
// Each change locks the request's row first, so two answers or two runs of the job happen one after
// the other. The reads of the pages are reembolsos-leitura.repository.ts.
import type { MotivoReembolso, StatusReembolso } from '@recria/domain/reembolso'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { reembolsos } from '../../db/schema/reembolsos.ts'
import { firstRow, insertOrIgnore, type UniqueKey } from '../../lib/queries.ts'

export type ReembolsoRow = typeof reembolsos.$inferSelect

export interface NovoReembolso {
  id_pagamento: number
  id_pedido: number
  id_usuario_comprador: number
  id_usuario_vendedor: number
  motivo: MotivoReembolso
  descricao_motivo: string
  valor_solicitado_centavos: number
}

const ABERTOS: StatusReembolso[] = ['awaiting_approval', 'approved', 'processing']

/** The partial unique index that lets an order have one open request at a time. */
export const UM_ABERTO_POR_PEDIDO: UniqueKey = {
  target: reembolsos.id_pedido,
  where: sql`${reembolsos.status} in ('awaiting_approval', 'approved', 'processing')`,
}

export const reembolsosRepository = {
  async travar(tx: Executor, idReembolso: number): Promise<ReembolsoRow | null> {
    return firstRow(
      tx.select().from(reembolsos).where(eq(reembolsos.id_reembolso, idReembolso)).for('update'),
    )
  },

  async abertoDoPedido(tx: Executor, idPedido: number) {
    return firstRow(
      tx
        .select({ id_reembolso: reembolsos.id_reembolso })
        .from(reembolsos)
        .where(and(eq(reembolsos.id_pedido, idPedido), inArray(reembolsos.status, ABERTOS))),
    )
  },

  /** The new request; null when another open one of the order won the race (the partial unique index). */
  async inserir(tx: Executor, novo: NovoReembolso) {
    return insertOrIgnore(tx, reembolsos, novo, UM_ABERTO_POR_PEDIDO, reembolsos.id_reembolso)
  },

  /** The seller's answer: rejected, or approved for the whole amount asked. */
  async responder(tx: Executor, idReembolso: number, aprovado: boolean, resposta: string) {
    await tx
      .update(reembolsos)
      .set({
        status: aprovado ? 'approved' : 'rejected',
        valor_aprovado_centavos: aprovado ? reembolsos.valor_solicitado_centavos : null,
        resposta_vendedor: resposta,
        data_resposta: sql`now()`,
        atualizado_em: sql`now()`,
      })
      .where(and(eq(reembolsos.id_reembolso, idReembolso), eq(reembolsos.status, 'awaiting_approval')))
  },

  async mudarStatus(tx: Executor, idReembolso: number, status: StatusReembolso) {
    await tx
      .update(reembolsos)
      .set({ status, atualizado_em: sql`now()` })
      .where(eq(reembolsos.id_reembolso, idReembolso))
  },

  /** A provider call failed: counted, with its reason; `falhou` ends the request. */
  async registrarFalha(tx: Executor, idReembolso: number, erro: string, falhou: boolean) {
    const [row] = await tx
      .update(reembolsos)
      .set({
        tentativas: sql`${reembolsos.tentativas} + 1`,
        ultimo_erro: erro.slice(0, 500),
        ...(falhou && { status: 'failed' }),
        atualizado_em: sql`now()`,
      })
      .where(eq(reembolsos.id_reembolso, idReembolso))
      .returning({ tentativas: reembolsos.tentativas })
    return row?.tentativas ?? 0
  },

  async concluir(tx: Executor, idReembolso: number, mpRefundId: number | null) {
    await tx
      .update(reembolsos)
      .set({
        status: 'completed',
        mp_refund_id: mpRefundId,
        data_conclusao: sql`now()`,
        atualizado_em: sql`now()`,
      })
      .where(eq(reembolsos.id_reembolso, idReembolso))
  },

  /** What the job still owes: approved or processing requests, oldest first. */
  async pendentes(db: Executor, limite: number) {
    const rows = await db
      .select({ id_reembolso: reembolsos.id_reembolso })
      .from(reembolsos)
      .where(inArray(reembolsos.status, ['approved', 'processing']))
      .orderBy(reembolsos.id_reembolso)
      .limit(limite)
    return rows.map((r) => r.id_reembolso)
  },
}
