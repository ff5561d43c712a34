import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { anyRow } from '../../lib/queries.ts'

export const comprasPagasRepository = {
  /** One order of the buyer whose payment was approved (whatever became of it since), over their index. */
  async existe(db: Executor, idComprador: number) {
    return anyRow(
      db
        .select({ um: sql`1` })
        .from(pedidos)
        .where(and(eq(pedidos.id_usuario_comprador, idComprador), isNotNull(pedidos.data_pagamento_aprovado)))
        .limit(1),
    )
  },
}
