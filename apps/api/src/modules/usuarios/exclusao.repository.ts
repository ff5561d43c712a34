// Deleting one's own account (LGPD, art. 18; `DELETE /usuarios/{id}`). What still binds the user is
// read from the tables of the modules above (orders, refunds, disputes), in one statement and for
// this check only, as the data export reads them (dados.repository.ts): the usuarios module sits
// below their owners (API_MODULES). What those modules hold for the user is ended through them.
import { PRAZO_REEMBOLSO_DIAS, STATUS_REEMBOLSO_ABERTO } from '@recria/domain/reembolso'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { colunas, firstRow } from '../../lib/queries.ts'

/** The orders (by id, ascending) each kind of pending matter names. */
export interface Pendencias {
  pedidos: number[]
  reembolsos: number[]
  disputas: number[]
  prazo: number[]
}

const ids = (select: string) => sql.raw(`coalesce(array(${select} order by 1), '{}')`)

export const exclusaoRepository = {
  /** The account's password hash with its row locked until the transaction ends; null when none. */
  async travar(db: Executor, idUsuario: number) {
    return firstRow(
      db
        .select(colunas(usuarios, 'senha_hash', 'foto_url', 'excluido_em'))
        .from(usuarios)
        .where(eq(usuarios.id_usuario, idUsuario))
        .for('update'),
    )
  },

  /**
   * Orders not in a final status, as buyer or seller; refund requests still open; disputes still open;
   * and, as seller, orders delivered within the refund window (docs/product/conta.md) whose money may still
   * have to go back through the seller's Mercado Pago account (decision 020).
   */
  async pendencias(db: Executor, idUsuario: number): Promise<Pendencias> {
    const u = Number(idUsuario)
    const abertos = STATUS_REEMBOLSO_ABERTO.map((s) => `'${s}'`).join(', ')
    const result = await db.execute<{ [K in keyof Pendencias]: number[] }>(sql`select
      ${ids(`select id_pedido from pedidos where (id_usuario_comprador = ${u} or id_usuario_vendedor = ${u})
        and status_pedido not in ('entregue', 'cancelado', 'reembolsado')`)} as pedidos,
      ${ids(`select distinct id_pedido from reembolsos where (id_usuario_comprador = ${u} or id_usuario_vendedor = ${u})
        and status in (${abertos})`)} as reembolsos,
      ${ids(`select distinct id_pedido from disputas where (id_usuario_comprador = ${u} or id_usuario_vendedor = ${u})
        and status = 'aberta'`)} as disputas,
      ${ids(`select id_pedido from pedidos where id_usuario_vendedor = ${u} and status_pedido = 'entregue'
        and data_reembolso is null
        and coalesce(data_entrega_realizada, now()) >= now() - make_interval(days => ${Number(PRAZO_REEMBOLSO_DIAS)})`)} as prazo`)
    const [row] = result.rows
    return {
      pedidos: row?.pedidos ?? [],
      reembolsos: row?.reembolsos ?? [],
      disputas: row?.disputas ?? [],
      prazo: row?.prazo ?? [],
    }
  },

  /**
   * The row stays (orders, payments, refunds and reviews name it) with nothing left that identifies
   * the person: a placeholder name, an address nobody receives mail at (so the real one can register
   * again), a placeholder document, no phone or photo, a password nobody can type.
   */
  async anonimizar(db: Executor, idUsuario: number, senhaInutil: string) {
    await db
      .update(usuarios)
      .set({
        nome: 'Conta excluída',
        email: `excluida-${idUsuario}@recria.invalid`,
        cnpj_cpf: '00000000000',
        telefone: null,
        foto_url: null,
        senha_hash: senhaInutil,
        excluido_em: sql`now()`,
        atualizado_em: sql`now()`,
      })
      .where(eq(usuarios.id_usuario, idUsuario))
  },
}
