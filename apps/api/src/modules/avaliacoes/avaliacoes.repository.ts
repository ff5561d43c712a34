// The reviews' writes and the eligibility read (decision 019). The kept figures are the triggers'
// (migration 0021): nothing here updates them.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export interface NovaAvaliacao {
  id_produto: number
  id_pedido: number
  id_usuario_comprador: number
  id_usuario_vendedor: number
  nota: number
  comentario: string
}

const first = <T>(rows: T[]) => rows[0] ?? null

export const avaliacoesRepository = {
  /** The product's seller, or null for an unknown product. */
  async produto(db: Executor, idProduto: number) {
    const { rows } = await db.execute<{ id_produto: number; id_usuario_vendedor: number }>(
      sql`select id_produto, id_usuario_vendedor from produtos where id_produto = ${idProduto}`,
    )
    return first(rows)
  },

  /**
   * The buyer's latest order of the product that was delivered to them (an item whose listing is of
   * the product; delivered, or refunded after delivery), or null.
   */
  async pedidoEntregue(db: Executor, idComprador: number, idProduto: number) {
    const { rows } = await db.execute<{ id_pedido: number; id_usuario_vendedor: number }>(sql`
      select p.id_pedido, p.id_usuario_vendedor from pedidos p
      where p.id_usuario_comprador = ${idComprador}
        and p.status_pedido in ('entregue', 'reembolsado') and p.data_entrega_realizada is not null
        and exists (select 1 from itens_pedido i join anuncios a on a.id_anuncio = i.id_anuncio
                    where i.id_pedido = p.id_pedido and a.id_produto = ${idProduto})
      order by p.data_entrega_realizada desc, p.id_pedido desc
      limit 1`)
    return first(rows)
  },

  /** The buyer's review of the product, by the unique index. */
  async idDoComprador(db: Executor, idComprador: number, idProduto: number) {
    const { rows } = await db.execute<{ id_avaliacao: number }>(sql`
      select id_avaliacao from avaliacoes
      where id_usuario_comprador = ${idComprador} and id_produto = ${idProduto}`)
    return first(rows)?.id_avaliacao ?? null
  },

  /** Who wrote the review, or null for an unknown one. */
  async autor(db: Executor, idAvaliacao: number) {
    const { rows } = await db.execute<{ id_usuario_comprador: number }>(
      sql`select id_usuario_comprador from avaliacoes where id_avaliacao = ${idAvaliacao}`,
    )
    return first(rows)?.id_usuario_comprador ?? null
  },

  /** The new review's id; null when the buyer already reviewed the product (the unique index). */
  async inserir(db: Executor, a: NovaAvaliacao) {
    const { rows } = await db.execute<{ id_avaliacao: number }>(sql`
      insert into avaliacoes (id_produto, id_pedido, id_usuario_comprador, id_usuario_vendedor, nota, comentario)
      values (${a.id_produto}, ${a.id_pedido}, ${a.id_usuario_comprador}, ${a.id_usuario_vendedor},
              ${a.nota}, ${a.comentario})
      on conflict (id_usuario_comprador, id_produto) do nothing
      returning id_avaliacao`)
    return first(rows)?.id_avaliacao ?? null
  },

  /** The author's edit, in one statement that re-checks the author. */
  async atualizar(db: Executor, idAvaliacao: number, idComprador: number, nota: number, comentario: string) {
    const { rows } = await db.execute<{ id_avaliacao: number }>(sql`
      update avaliacoes set nota = ${nota}, comentario = ${comentario}, data_atualizacao = now()
      where id_avaliacao = ${idAvaliacao} and id_usuario_comprador = ${idComprador}
      returning id_avaliacao`)
    return rows.length > 0
  },
}
