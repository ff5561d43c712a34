// An order paid more than once (two tabs on the provider's page, or two preferences): which payment
// paid it and which are owed back (decision 015). Decided here, in SQL, on the rows Recria stored:
// never on which sync arrived first nor on anything a client sends. Part of the pedidos module.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/**
 * The payment that paid order `p`: of its payments ever approved (an approval date, or approved) for
 * at least the order's total, the first by approval date, then by id. Null while none has.
 */
export const PAGANTE = sql.raw(`(select f.id_pagamento from pagamentos f
  where f.id_pedido = p.id_pedido and (f.data_aprovacao is not null or f.status = 'approved')
    and f.valor_total_centavos >= p.valor_total_centavos
  order by f.data_aprovacao nulls last, f.id_pagamento limit 1)`)

/** Payment `g` of order `p` was approved (and may be refunded since) but is not the one that paid it. */
const DUPLICADO = sql`g.status in ('approved', 'refunded') and g.id_pagamento <> ${PAGANTE}`

/** The buyer was told this duplicate went back (the notice names the payment): once per payment. */
const AVISADO = sql.raw(`exists (select 1 from notificacoes n where n.id_pedido = p.id_pedido
  and n.tipo = 'reembolso_concluido'
  and n.dados_adicionais->>'mercado_pago_payment_id' = g.mercado_pago_payment_id::text)`)

/**
 * Order `p` (not cancelled: a cancellation gives every payment back itself) still owes a duplicate
 * back, or has one given back whose buyer was not told yet.
 */
export const DEVOLUCAO_DEVIDA = sql`(p.status_pedido <> 'cancelado' and exists (
  select 1 from pagamentos g where g.id_pedido = p.id_pedido and ${DUPLICADO}
    and (g.status = 'approved' or not ${AVISADO})))`

export type Duplicado = {
  id_pagamento: number
  mercado_pago_payment_id: number
  status: string
  avisado: boolean
}

export const pedidosDuplicadosRepository = {
  /** The order's payments that did not pay it, approved or already refunded; none once it is cancelled. */
  async doPedido(db: Executor, idPedido: number) {
    const { rows } = await db.execute<Duplicado>(sql`
      select g.id_pagamento, g.mercado_pago_payment_id::bigint as mercado_pago_payment_id, g.status,
             ${AVISADO} as avisado
      from pedidos p join pagamentos g on g.id_pedido = p.id_pedido
      where p.id_pedido = ${idPedido} and p.status_pedido <> 'cancelado' and ${DUPLICADO}
      order by g.id_pagamento`)
    return rows.map((r) => ({ ...r, mercado_pago_payment_id: Number(r.mercado_pago_payment_id) }))
  },

  /** The payment that paid the order, or null while none has. */
  async pagante(db: Executor, idPedido: number) {
    const { rows } = await db.execute<{ id_pagamento: number | null }>(
      sql`select ${PAGANTE} as id_pagamento from pedidos p where p.id_pedido = ${idPedido}`,
    )
    return rows[0]?.id_pagamento ?? null
  },

  /** Whether the order owes a duplicate back (or its notice): what the sync queues the job for. */
  async devolucaoDevida(db: Executor, idPedido: number) {
    const { rows } = await db.execute<{ devida: boolean }>(
      sql`select ${DEVOLUCAO_DEVIDA} as devida from pedidos p where p.id_pedido = ${idPedido}`,
    )
    return rows[0]?.devida === true
  },
}
