import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { CARRINHO_ITEM_MAX } from '@recria/domain/carrinho'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { carrinhos, itensCarrinho } from '../../db/schema/carrinho.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { anyRow, firstRow, umaVezPorExecutor } from '../../lib/queries.ts'
import { type CompraRow, colunasParaCompra } from '../anuncios/anuncios.module.ts'

export type ItemRow = {
  id_item_carrinho: number
  id_anuncio: number
  quantidade: number
  forma_pagamento_selecionada: FormaPagamento
}

/** The buyer's active cart (at most one: the partial unique index). */
const doComprador = (idComprador: number) =>
  and(eq(carrinhos.id_usuario_comprador, idComprador), eq(carrinhos.status, 'ativo'))

/** An item, only inside the buyer's own active cart: another buyer's item matches nothing. */
const itemDoComprador = (idItem: number, idComprador: number) =>
  and(
    eq(itensCarrinho.id_item_carrinho, idItem),
    sql`${itensCarrinho.id_carrinho} in (select ${carrinhos.id_carrinho} from ${carrinhos} where ${doComprador(idComprador)})`,
  )

const colunasItem = {
  id_item_carrinho: itensCarrinho.id_item_carrinho,
  id_anuncio: itensCarrinho.id_anuncio,
  quantidade: itensCarrinho.quantidade,
  forma_pagamento_selecionada: sql<FormaPagamento>`${itensCarrinho.forma_pagamento_selecionada}`,
}

/**
 * The buyer's active cart, its items and their listings in one statement (a cart without items is one
 * row of nulls; an item whose listing is gone has a null listing), built once per executor and
 * prepared by name. GET /carrinho is asked on every page: with the session's, it is its only round
 * trip, and PostgreSQL keeps one generic plan for it (its one parameter picks one cart by a unique
 * index, so no call needs planning again, where the listings' `any($1)` was planned on every call).
 */
const ativoCompleto = umaVezPorExecutor((db: Executor) =>
  db
    .select({
      id_carrinho: carrinhos.id_carrinho,
      id_item_carrinho: itensCarrinho.id_item_carrinho,
      id_anuncio_item: itensCarrinho.id_anuncio,
      quantidade: itensCarrinho.quantidade,
      forma_pagamento_selecionada: sql<FormaPagamento | null>`${itensCarrinho.forma_pagamento_selecionada}`,
      anuncio: colunasParaCompra,
    })
    .from(carrinhos)
    .leftJoin(itensCarrinho, eq(itensCarrinho.id_carrinho, carrinhos.id_carrinho))
    .leftJoin(anuncios, eq(anuncios.id_anuncio, itensCarrinho.id_anuncio))
    .leftJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .leftJoin(usuarios, eq(usuarios.id_usuario, anuncios.id_usuario_vendedor))
    .where(
      and(eq(carrinhos.id_usuario_comprador, sql.placeholder('idComprador')), eq(carrinhos.status, 'ativo')),
    )
    .orderBy(asc(itensCarrinho.id_item_carrinho))
    .prepare('carrinho_ativo_completo'),
)

export const carrinhoRepository = {
  /**
   * The active cart's id, items and the listings of those that still exist, or null when the buyer has
   * no active cart.
   */
  async ativoCompleto(db: Executor, idComprador: number) {
    const rows = await ativoCompleto(db).execute({ idComprador })
    const [primeira] = rows
    if (!primeira) return null
    const itens: ItemRow[] = []
    const listados: CompraRow[] = []
    for (const row of rows) {
      const { id_item_carrinho, id_anuncio_item, quantidade, forma_pagamento_selecionada, anuncio } = row
      if (id_item_carrinho === null || id_anuncio_item === null || quantidade === null) continue
      if (!forma_pagamento_selecionada) continue
      itens.push({ id_item_carrinho, id_anuncio: id_anuncio_item, quantidade, forma_pagamento_selecionada })
      if (anuncio?.id_anuncio != null) listados.push(anuncio as CompraRow)
    }
    return { id_carrinho: primeira.id_carrinho, itens, anuncios: listados }
  },

  async ativo(db: Executor, idComprador: number) {
    const [row] = await db
      .select({ id_carrinho: carrinhos.id_carrinho })
      .from(carrinhos)
      .where(doComprador(idComprador))
    return row?.id_carrinho ?? null
  },

  /**
   * The active cart, created when missing (read first: most adds find it). Two first adds at once meet
   * at the partial unique index:
   * the second waits for the first, inserts nothing, then reads the cart the first created.
   */
  async garantirAtivo(db: Executor, idComprador: number): Promise<number> {
    const existente = await carrinhoRepository.ativo(db, idComprador)
    if (existente !== null) return existente
    const [novo] = await db
      .insert(carrinhos)
      .values({ id_usuario_comprador: idComprador })
      .onConflictDoNothing({ target: carrinhos.id_usuario_comprador, where: sql`status = 'ativo'` })
      .returning({ id_carrinho: carrinhos.id_carrinho })
    if (novo) return novo.id_carrinho
    const id = await carrinhoRepository.ativo(db, idComprador)
    if (id === null) throw new Error('carrinho ativo não encontrado após a criação')
    return id
  },

  async itens(db: Executor, idCarrinho: number): Promise<ItemRow[]> {
    return db
      .select(colunasItem)
      .from(itensCarrinho)
      .where(eq(itensCarrinho.id_carrinho, idCarrinho))
      .orderBy(asc(itensCarrinho.id_item_carrinho))
  },

  /**
   * Adds units, in one statement that also stamps the cart: a new item, or more units of the same
   * listing in the same form, never past the cap. Null when the sum would pass it; `inserido` tells a
   * new row from a raise.
   */
  async adicionar(
    db: Executor,
    idCarrinho: number,
    idAnuncio: number,
    quantidade: number,
    forma: FormaPagamento,
  ) {
    const { rows } = await db.execute<{ inserido: boolean }>(sql`
      with item as (
        insert into itens_carrinho (id_carrinho, id_anuncio, quantidade, forma_pagamento_selecionada)
        values (${idCarrinho}, ${idAnuncio}, ${quantidade}, ${forma})
        on conflict (id_carrinho, id_anuncio, forma_pagamento_selecionada) do update
          set quantidade = itens_carrinho.quantidade + excluded.quantidade, data_alteracao = now()
          where itens_carrinho.quantidade + excluded.quantidade <= ${CARRINHO_ITEM_MAX}
        returning (xmax = 0) as inserido
      ), tocado as (
        update carrinhos set data_alteracao = now()
        where id_carrinho = ${idCarrinho} and exists (select 1 from item)
      )
      select inserido from item`)
    return rows[0] ?? null
  },

  async item(db: Executor, idItem: number, idComprador: number) {
    return firstRow(db.select(colunasItem).from(itensCarrinho).where(itemDoComprador(idItem, idComprador)))
  },

  async mudarQuantidade(db: Executor, idItem: number, idComprador: number, quantidade: number) {
    return anyRow(
      db
        .update(itensCarrinho)
        .set({ quantidade, data_alteracao: new Date() })
        .where(itemDoComprador(idItem, idComprador))
        .returning({ id: itensCarrinho.id_item_carrinho }),
    )
  },

  async remover(db: Executor, idItem: number, idComprador: number) {
    return anyRow(
      db
        .delete(itensCarrinho)
        .where(itemDoComprador(idItem, idComprador))
        .returning({ id: itensCarrinho.id_item_carrinho }),
    )
  },

  /** The buyer's active cart and its items gone (the account is deleted); carts orders name stay. */
  async descartarAtivo(db: Executor, idComprador: number) {
    const ativo = and(eq(carrinhos.id_usuario_comprador, idComprador), eq(carrinhos.status, 'ativo'))
    await db
      .delete(itensCarrinho)
      .where(
        sql`${itensCarrinho.id_carrinho} in (select ${carrinhos.id_carrinho} from ${carrinhos} where ${ativo})`,
      )
    await db
      .delete(carrinhos)
      .where(
        and(ativo, sql`not exists (select 1 from pedidos p where p.id_carrinho = ${carrinhos.id_carrinho})`),
      )
  },

  async limpar(db: Executor, idCarrinho: number) {
    await db.delete(itensCarrinho).where(eq(itensCarrinho.id_carrinho, idCarrinho))
  },

  /**
   * The buyer's active cart, locked until the transaction ends: of two checkouts at once, the second
   * waits, then finds the cart no longer active (the WHERE is re-checked after the wait) and gets null.
   */
  async travarAtivo(tx: Executor, idComprador: number) {
    const [row] = await tx
      .select({ id_carrinho: carrinhos.id_carrinho })
      .from(carrinhos)
      .where(doComprador(idComprador))
      .for('update')
    return row?.id_carrinho ?? null
  },

  /** The buyer's most recent cart still awaiting payment. */
  async ultimoAguardando(db: Executor, idComprador: number) {
    const [row] = await db
      .select({ id_carrinho: carrinhos.id_carrinho })
      .from(carrinhos)
      .where(
        and(eq(carrinhos.id_usuario_comprador, idComprador), eq(carrinhos.status, 'aguardando_pagamento')),
      )
      .orderBy(desc(carrinhos.id_carrinho))
      .limit(1)
    return row?.id_carrinho ?? null
  },

  /** A cart's status, only when it is the buyer's: another buyer's cart is simply not found. */
  async status(db: Executor, idCarrinho: number, idComprador: number) {
    const [row] = await db
      .select({ status: carrinhos.status })
      .from(carrinhos)
      .where(and(eq(carrinhos.id_carrinho, idCarrinho), eq(carrinhos.id_usuario_comprador, idComprador)))
    return row?.status ?? null
  },

  /** Moves a cart from `de` to `para`; locks it (FOR UPDATE semantics) and answers whether it moved. */
  async mover(tx: Executor, idCarrinho: number, de: string, para: string) {
    return anyRow(
      tx
        .update(carrinhos)
        .set({ status: para, data_alteracao: new Date() })
        .where(and(eq(carrinhos.id_carrinho, idCarrinho), eq(carrinhos.status, de)))
        .returning({ id: carrinhos.id_carrinho }),
    )
  },

  /** Locks an awaiting cart for the rest of the transaction; false when it is not awaiting payment. */
  async travarAguardando(tx: Executor, idCarrinho: number) {
    return anyRow(
      tx
        .select({ id: carrinhos.id_carrinho })
        .from(carrinhos)
        .where(and(eq(carrinhos.id_carrinho, idCarrinho), eq(carrinhos.status, 'aguardando_pagamento')))
        .for('update'),
    )
  },
}
