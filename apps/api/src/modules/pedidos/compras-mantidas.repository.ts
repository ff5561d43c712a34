import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { pedidos } from '../../db/schema/pedidos.ts'
import { disputas, reembolsos } from '../../db/schema/reembolsos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

/** Refund requests that leave a purchase kept: the seller refused it (undisputed) or the buyer withdrew it. */
const REEMBOLSO_SEM_EFEITO = sql`('rejected', 'cancelled')`
/** Provider states of a payment that was given back or is being contested. */
const PAGAMENTO_DESFEITO = sql`('refunded', 'charged_back', 'in_mediation')`

export const comprasMantidasRepository = {
  /**
   * One kept purchase of the buyer (decision 040): delivered, paid, never cancelled nor refunded (no
   * refund request beyond a refused or withdrawn one, nothing given back by the provider, full or
   * partial), never disputed or contested, from a seller other than `idVendedorExcluido` who neither
   * shares the buyer's registration group nor registered from the buyer's origin. Over the buyer's
   * status index.
   */
  async existe(db: Executor, idComprador: number, idVendedorExcluido: number) {
    const { rows } = await db.execute(sql`
      select 1 from ${pedidos} p
      join ${usuarios} c on c.id_usuario = p.id_usuario_comprador
      join ${usuarios} v on v.id_usuario = p.id_usuario_vendedor
      where p.id_usuario_comprador = ${idComprador}
        and p.status_pedido = 'entregue'
        and p.data_pagamento_aprovado is not null
        and p.data_cancelamento is null
        and p.data_reembolso is null
        and p.id_usuario_vendedor <> ${idVendedorExcluido}
        and coalesce(v.grupo_cadastro, v.id_usuario) <> coalesce(c.grupo_cadastro, c.id_usuario)
        and (v.cadastro_origem is null or c.cadastro_origem is null or v.cadastro_origem <> c.cadastro_origem)
        and not exists (select 1 from ${reembolsos} r
                         where r.id_pedido = p.id_pedido and r.status not in ${REEMBOLSO_SEM_EFEITO})
        and not exists (select 1 from ${disputas} d where d.id_pedido = p.id_pedido)
        and not exists (select 1 from ${pagamentos} g
                         where g.id_pedido = p.id_pedido
                           and (g.valor_reembolsado_centavos > 0 or g.status in ${PAGAMENTO_DESFEITO}))
      limit 1`)
    return rows.length > 0
  },
}
