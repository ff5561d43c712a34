// The orders a checkout writes (one per seller, with their item snapshots and first event) and what
// the checkout reads back of them. Part of the pedidos module, which owns these tables.
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import type { EnderecoEntrega } from '@recria/domain/endereco'
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import type { RetiradaDoPedido } from '@recria/domain/entrega-pedido'
import type { StatusPedido } from '@recria/domain/pedido'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { itensPedido, pedidoEventos, pedidos } from '../../db/schema/pedidos.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

export interface NovoItem {
  id_anuncio: number
  nome_produto: string
  imagem_produto: string | null
  quantidade: number
  valor_unitario_centavos: number
  /** The listing's standard unit price at checkout, whatever the form paid. */
  valor_padrao_unitario_centavos: number
  forma_pagamento_selecionada: FormaPagamento
  creditos_por_unidade: number
  /** Hundredths of the raw material, for all the item's units; null for padrão. */
  materia_centesimos: number | null
  nome_materia_prima: string | null
  unidade_medida: string | null
}

export interface NovoPedido {
  id_usuario_comprador: number
  id_usuario_vendedor: number
  id_carrinho: number | null
  /** Items plus the delivery fee (decision 029). */
  valor_total_centavos: number
  materia_centesimos: number
  itens: NovoItem[]
  /** The buyer's address as it is now (a copy), or none. */
  endereco_entrega?: EnderecoEntrega | null
  modo_entrega?: ModoEntrega | null
  taxa_entrega_centavos?: number
  prazo_entrega_dias?: number | null
  /** Pickup: the atelier's address and hours as they are now. */
  retirada?: RetiradaDoPedido | null
}

const decimal = (centesimos: number | null) => (centesimos === null ? null : (centesimos / 100).toFixed(2))

export type ItemPedidoRow = Awaited<ReturnType<typeof pedidosCheckoutRepository.itens>>[number]

export const pedidosCheckoutRepository = {
  /**
   * The orders in pagamento_pendente, their items and first timeline events, each kind in one
   * statement: the orders' ids follow `novos`, and the kept totals they move are taken in key order
   * by the statement's trigger (decision 018), so checkouts naming the same sellers never deadlock.
   */
  async criar(tx: Executor, novos: readonly NovoPedido[]): Promise<number[]> {
    if (!novos.length) return []
    const criados = await tx
      .insert(pedidos)
      .values(
        novos.map((p) => ({
          id_usuario_comprador: p.id_usuario_comprador,
          id_usuario_vendedor: p.id_usuario_vendedor,
          id_carrinho: p.id_carrinho,
          valor_total_centavos: p.valor_total_centavos,
          quantidade_total_materia_prima: (p.materia_centesimos / 100).toFixed(2),
          endereco_entrega: p.endereco_entrega ?? null,
          modo_entrega: p.modo_entrega ?? null,
          taxa_entrega_centavos: p.taxa_entrega_centavos ?? 0,
          prazo_entrega_dias: p.prazo_entrega_dias ?? null,
          retirada: p.retirada ?? null,
        })),
      )
      .returning({ id: pedidos.id_pedido })
    // Identity values are drawn in the order the rows are given; sorting makes that explicit.
    const ids = criados.map((c) => c.id).sort((a, b) => a - b)
    if (ids.length !== novos.length) throw new Error('pedidos não criados')
    await tx.insert(itensPedido).values(
      novos.flatMap((p, i) =>
        p.itens.map(({ materia_centesimos, ...item }) => ({
          ...item,
          id_pedido: ids[i] as number,
          quantidade_materia_prima: decimal(materia_centesimos),
        })),
      ),
    )
    await tx.insert(pedidoEventos).values(
      ids.map((id_pedido) => ({
        id_pedido,
        status_novo: 'pagamento_pendente',
        origem: 'comprador',
        descricao: 'Pedido criado',
      })),
    )
    return ids
  },

  /** Orders with their seller's name, in id order. */
  async resumos(db: Executor, ids: readonly number[]) {
    if (!ids.length) return []
    return db
      .select({
        id_pedido: pedidos.id_pedido,
        id_carrinho: pedidos.id_carrinho,
        id_usuario_comprador: pedidos.id_usuario_comprador,
        status_pedido: sql<StatusPedido>`${pedidos.status_pedido}`,
        valor_total_centavos: pedidos.valor_total_centavos,
        taxa_entrega_centavos: pedidos.taxa_entrega_centavos,
        modo_entrega: sql<ModoEntrega | null>`${pedidos.modo_entrega}`,
        prazo_entrega_dias: pedidos.prazo_entrega_dias,
        quantidade_total_materia_prima: sql<string>`${pedidos.quantidade_total_materia_prima}`,
        vendedor: { id_usuario: usuarios.id_usuario, nome: usuarios.nome },
      })
      .from(pedidos)
      .innerJoin(usuarios, eq(usuarios.id_usuario, pedidos.id_usuario_vendedor))
      .where(inArray(pedidos.id_pedido, [...ids]))
      .orderBy(asc(pedidos.id_pedido))
  },

  /** The items of these orders, in one query. */
  async itens(db: Executor, idsPedido: readonly number[]) {
    if (!idsPedido.length) return []
    return db
      .select({
        id_item_pedido: itensPedido.id_item_pedido,
        id_pedido: itensPedido.id_pedido,
        id_anuncio: itensPedido.id_anuncio,
        nome_produto: itensPedido.nome_produto,
        imagem_produto: itensPedido.imagem_produto,
        quantidade: itensPedido.quantidade,
        valor_unitario_centavos: itensPedido.valor_unitario_centavos,
        forma_pagamento_selecionada: sql<FormaPagamento>`${itensPedido.forma_pagamento_selecionada}`,
        quantidade_materia_prima: sql<string | null>`${itensPedido.quantidade_materia_prima}`,
        nome_materia_prima: itensPedido.nome_materia_prima,
        unidade_medida: itensPedido.unidade_medida,
        quantidade_recebida: sql<string | null>`${itensPedido.quantidade_recebida}`,
      })
      .from(itensPedido)
      .where(inArray(itensPedido.id_pedido, [...idsPedido]))
      .orderBy(asc(itensPedido.id_item_pedido))
  },

  /** Ids of a cart's orders; only those still awaiting payment with `pendentes`. */
  async doCarrinho(db: Executor, idCarrinho: number, pendentes = false) {
    const rows = await db
      .select({ id: pedidos.id_pedido })
      .from(pedidos)
      .where(
        and(
          eq(pedidos.id_carrinho, idCarrinho),
          pendentes ? eq(pedidos.status_pedido, 'pagamento_pendente') : undefined,
        ),
      )
      .orderBy(asc(pedidos.id_pedido))
    return rows.map((r) => r.id)
  },

  /**
   * The buyer's latest buy-now order of this listing in this form, with the same delivery mode and
   * address, made in the last `minutos` and never attempted at the provider: a second click on
   * 'Comprar Agora' pays it instead of making another.
   */
  async compraDiretaRecente(
    db: Executor,
    idComprador: number,
    idAnuncio: number,
    forma: FormaPagamento,
    minutos: number,
    entrega: { modo: ModoEntrega; endereco: EnderecoEntrega | null },
  ) {
    const endereco = entrega.endereco === null ? null : JSON.stringify(entrega.endereco)
    const { rows } = await db.execute<{ id_pedido: number }>(sql`
      select p.id_pedido from pedidos p
      where p.id_usuario_comprador = ${idComprador} and p.id_carrinho is null
        and p.status_pedido = 'pagamento_pendente'
        and p.modo_entrega = ${entrega.modo}
        and p.endereco_entrega is not distinct from ${endereco}::jsonb
        and p.data_criacao > now() - make_interval(mins => ${minutos})
        and exists (select 1 from itens_pedido i where i.id_pedido = p.id_pedido
                    and i.id_anuncio = ${idAnuncio} and i.forma_pagamento_selecionada = ${forma})
        and not exists (select 1 from pagamentos g where g.id_pedido = p.id_pedido)
      order by p.id_pedido desc limit 1`)
    return rows[0]?.id_pedido ?? null
  },

  /** Serialises one buyer's buy-now calls until the transaction ends. */
  async travarCompraDireta(tx: Executor, idComprador: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('recria:compra-direta'), ${idComprador})`)
  },
}

export type ResumoPedido = Awaited<ReturnType<typeof pedidosCheckoutRepository.resumos>>[number]
