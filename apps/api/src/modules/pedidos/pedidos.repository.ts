import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { colunas, firstRow } from '../../lib/queries.ts'

/** The columns `partes` reads. */
const PARTES = colunas(
  pedidos,
  'id_pedido',
  'id_usuario_comprador',
  'id_usuario_vendedor',
  'id_carrinho',
  'status_pedido',
  'valor_total_centavos',
  'data_pagamento_aprovado',
)

/** The pedidos module owns the `pedidos` table: every read and write of it goes through here. */
export const pedidosRepository = {
  /** Who the order belongs to, where it stands and what it is worth. */
  async partes(db: Executor, idPedido: number) {
    return firstRow(db.select(PARTES).from(pedidos).where(eq(pedidos.id_pedido, idPedido)))
  },

  /**
   * pagamento_pendente → pagamento_aprovado with its timeline event, in one statement. The status in
   * the WHERE is re-checked after a concurrent writer commits, so of two jobs approving the same order
   * exactly one moves it and writes the event. Answers whether this call moved it.
   */
  async aprovarPagamento(db: Executor, idPedido: number, aprovadoEm: Date) {
    const { rows } = await db.execute<{ id_pedido: number }>(sql`
      with moved as (
        update pedidos
        set status_pedido = 'pagamento_aprovado', data_pagamento_aprovado = ${aprovadoEm.toISOString()},
            atualizado_em = now()
        where id_pedido = ${idPedido} and status_pedido = 'pagamento_pendente'
        returning id_pedido
      )
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, 'pagamento_pendente', 'pagamento_aprovado', 'mercadopago',
             'Pagamento aprovado pelo Mercado Pago'
      from moved
      returning id_pedido`)
    return rows.length > 0
  },

  /** The order's latest Checkout Pro preference (a new one replaces it when the buyer pays again). */
  async registrarPreferencia(db: Executor, idPedido: number, preferenceId: string) {
    await db
      .update(pedidos)
      .set({ mp_preference_id: preferenceId, atualizado_em: new Date() })
      .where(eq(pedidos.id_pedido, idPedido))
  },
}

export type PartesDoPedido = NonNullable<Awaited<ReturnType<typeof pedidosRepository.partes>>>
