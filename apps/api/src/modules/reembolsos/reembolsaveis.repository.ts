// The seller's payments whose money may still have to go back through their Mercado Pago account
// (decision 020): while there is one, the seller cannot disconnect.
import { PRAZO_REEMBOLSO_DIAS, STATUS_REEMBOLSO_ABERTO } from '@recria/domain/reembolso'
import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { reembolsos } from '../../db/schema/reembolsos.ts'

/** The refund window after delivery (spec part 2 §9), as the refund request counts it. */
const PRAZO = sql`make_interval(days => ${PRAZO_REEMBOLSO_DIAS})`

export const reembolsaveisRepository = {
  /**
   * How many of the seller's payments may still be refunded: not settled yet (pending, in_process);
   * approved for an order not delivered (a cancellation refunds it in full, DESIGN §8) or delivered
   * within the window and not refunded; or with an open refund request.
   */
  async contar(db: Executor, idVendedor: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pagamentos)
      .innerJoin(pedidos, sql`${pedidos.id_pedido} = ${pagamentos.id_pedido}`)
      .where(sql`${pedidos.id_usuario_vendedor} = ${idVendedor} and (
        ${pagamentos.status} in ('pending', 'in_process', 'authorized', 'in_mediation')
        or (${pagamentos.status} in ('approved', 'captured') and (
          ${pedidos.status_pedido} not in ('entregue', 'reembolsado')
          or (${pedidos.status_pedido} = 'entregue' and ${pedidos.data_reembolso} is null
              and coalesce(${pedidos.data_entrega_realizada}, now()) >= now() - ${PRAZO})))
        or exists (select 1 from ${reembolsos} where ${reembolsos.id_pagamento} = ${pagamentos.id_pagamento}
          and ${inArray(reembolsos.status, [...STATUS_REEMBOLSO_ABERTO])}))`)
    return row?.n ?? 0
  },
}
