// The seller's payments whose money may still have to go back through their Mercado Pago account
// (decision 020): while there is one, the seller cannot disconnect.
import { PRAZO_DISPUTA_DIAS } from '@recria/domain/disputa'
import { STATUS_QUE_DEVOLVEM_COBRANCAS } from '@recria/domain/materia-cobranca'
import { PRAZO_REEMBOLSO_DIAS, STATUS_REEMBOLSO_ABERTO } from '@recria/domain/reembolso'
import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { cobrancasMateria, pedidos } from '../../db/schema/pedidos.ts'
import { disputas, reembolsos } from '../../db/schema/reembolsos.ts'

/** The refund window after delivery (docs/product/reembolsos.md), as the refund request counts it. */
const PRAZO = sql`make_interval(days => ${PRAZO_REEMBOLSO_DIAS})`
/** The dispute window after the seller's rejection, as the dispute counts it. */
const PRAZO_DISPUTA = sql`make_interval(days => ${PRAZO_DISPUTA_DIAS})`

export const reembolsaveisRepository = {
  /**
   * How many of the seller's payments may still be refunded: not settled yet (pending, in_process);
   * approved for an order not delivered (a cancellation refunds it in full, docs/design.md#orders-and-money)
   * or delivered within the window and not refunded; or with an open refund request; or with a rejected one
   * still disputable or disputed and not decided (an operator may refund it in full). Plus the paid
   * raw-material charges of the seller's cancelled or refunded orders still to go back (decision 042;
   * a charge of an open order goes back with its order's payment, counted above).
   */
  async contar(db: Executor, idVendedor: number): Promise<number> {
    const [cobrancas] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cobrancasMateria)
      .innerJoin(pedidos, sql`${pedidos.id_pedido} = ${cobrancasMateria.id_pedido}`)
      .where(sql`${pedidos.id_usuario_vendedor} = ${idVendedor} and ${cobrancasMateria.status} = 'paga'
        and ${inArray(pedidos.status_pedido, [...STATUS_QUE_DEVOLVEM_COBRANCAS])}`)
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
          and ${inArray(reembolsos.status, [...STATUS_REEMBOLSO_ABERTO])})
        or (${pagamentos.status} in ('approved', 'captured') and exists (select 1 from ${reembolsos} left join ${disputas}
            on ${disputas.id_reembolso} = ${reembolsos.id_reembolso}
          where ${reembolsos.id_pagamento} = ${pagamentos.id_pagamento} and ${reembolsos.status} = 'rejected'
          and (${disputas.status} = 'aberta' or (${disputas.id_disputa} is null
            and ${reembolsos.data_resposta} >= now() - ${PRAZO_DISPUTA})))))`)
    return (row?.n ?? 0) + (cobrancas?.n ?? 0)
  },
}
