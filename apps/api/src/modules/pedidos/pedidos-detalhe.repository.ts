// One order as both of its parties see it (docs/product/pedidos.md): the order with each party's
// name and phone, its latest payment and its timeline. The items are the checkout's own read.
import { asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { pagamentos } from '../../db/schema/pagamentos.ts'
import { pedidoEventos, pedidos } from '../../db/schema/pedidos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { colunas, firstRow } from '../../lib/queries.ts'
import { PAGANTE } from './pedidos-duplicados.repository.ts'

const comprador = alias(usuarios, 'comprador')
const vendedor = alias(usuarios, 'vendedor')

/** What the order's page shows of its latest payment. */
const PAGAMENTO = colunas(
  pagamentos,
  'id_pagamento',
  'status',
  'tipo_pagamento',
  'valor_total_centavos',
  'valor_taxa_centavos',
  'valor_liquido_centavos',
  'data_criacao',
  'mercado_pago_payment_id',
)

export const pedidosDetalheRepository = {
  /**
   * The items of a delivered order its buyer has not reviewed yet, with the product to review (one
   * statement for all of them): id_item_pedido → id_produto.
   */
  async itensAAvaliar(db: Executor, idPedido: number, idComprador: number) {
    const { rows } = await db.execute<{ id_item_pedido: number; id_produto: number }>(sql`
      select i.id_item_pedido, a.id_produto from itens_pedido i
      join pedidos p on p.id_pedido = i.id_pedido
      join anuncios a on a.id_anuncio = i.id_anuncio
      where i.id_pedido = ${idPedido} and p.id_usuario_comprador = ${idComprador}
        and p.status_pedido = 'entregue' and p.data_entrega_realizada is not null
        and not exists (select 1 from avaliacoes av
                        where av.id_usuario_comprador = ${idComprador} and av.id_produto = a.id_produto)`)
    return new Map(rows.map((r) => [Number(r.id_item_pedido), Number(r.id_produto)]))
  },

  async pedido(db: Executor, idPedido: number) {
    return firstRow(
      db
        .select({
          pedido: pedidos,
          comprador: { id_usuario: comprador.id_usuario, nome: comprador.nome, telefone: comprador.telefone },
          vendedor: { id_usuario: vendedor.id_usuario, nome: vendedor.nome, telefone: vendedor.telefone },
        })
        .from(pedidos)
        .innerJoin(comprador, eq(comprador.id_usuario, pedidos.id_usuario_comprador))
        .innerJoin(vendedor, eq(vendedor.id_usuario, pedidos.id_usuario_vendedor))
        .where(eq(pedidos.id_pedido, idPedido)),
    )
  },

  /** The latest payment: a retried order keeps its earlier, failed attempts as older rows. */
  async ultimoPagamento(db: Executor, idPedido: number) {
    return firstRow(
      db
        .select(PAGAMENTO)
        .from(pagamentos)
        .where(eq(pagamentos.id_pedido, idPedido))
        .orderBy(desc(pagamentos.data_criacao), desc(pagamentos.id_pagamento))
        .limit(1),
    )
  },

  /**
   * The provider's status of the payment that paid the order (decision 015), null while none has: a
   * later retry or a duplicate given back says nothing of whether the sale was kept (decision 041).
   */
  async statusDoPagante(db: Executor, idPedido: number) {
    const { rows } = await db.execute<{ status: string }>(sql`
      select g.status from pedidos p join pagamentos g on g.id_pagamento = ${PAGANTE}
      where p.id_pedido = ${idPedido}`)
    return rows[0]?.status ?? null
  },

  /** The timeline, oldest first. */
  async eventos(db: Executor, idPedido: number) {
    return db
      .select({
        status_anterior: sql<string | null>`${pedidoEventos.status_anterior}`,
        status_novo: pedidoEventos.status_novo,
        origem: pedidoEventos.origem,
        descricao: pedidoEventos.descricao,
        criado_em: pedidoEventos.criado_em,
      })
      .from(pedidoEventos)
      .where(eq(pedidoEventos.id_pedido, idPedido))
      .orderBy(asc(pedidoEventos.criado_em), asc(pedidoEventos.id))
  },
}

type Detalhe = typeof pedidosDetalheRepository
export type PedidoDetalheRow = NonNullable<Awaited<ReturnType<Detalhe['pedido']>>>
export type PagamentoDoPedidoRow = NonNullable<Awaited<ReturnType<Detalhe['ultimoPagamento']>>>
export type EventoRow = Awaited<ReturnType<Detalhe['eventos']>>[number]
