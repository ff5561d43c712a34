import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import {
  anuncios,
  conversoes,
  materiasPrimas,
  produtoMateriasPrimas,
  produtos,
} from '../../db/schema/back-office.ts'
import { entregasVendedor } from '../../db/schema/entregas.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { anyRow, campoDe, firstRow, insertedRow } from '../../lib/queries.ts'

export type AnuncioRow = typeof anuncios.$inferSelect
export type AnuncioValues = Pick<
  typeof anuncios.$inferInsert,
  | 'id_produto'
  | 'descricao_anuncio'
  | 'forma_de_pagamento'
  | 'creditos_aceitos'
  | 'valor_conversao_centavos'
  | 'id_conversao'
  | 'id_materia_prima'
  | 'status_anuncio'
  | 'desativado_por_denuncias_em'
>

const owned = (idAnuncio: number, idVendedor: number) =>
  and(eq(anuncios.id_anuncio, idAnuncio), eq(anuncios.id_usuario_vendedor, idVendedor))

/** Rows read while writing a listing; share-locked so a price or status change waits for the write. */
export const anunciosRepository = {
  /** The product and conversion of the seller's listing, without a lock: which rows lockReferencias takes. */
  async findReferencias(db: Executor, idAnuncio: number, idVendedor: number) {
    return firstRow(
      db
        .select({ id_produto: anuncios.id_produto, id_conversao: anuncios.id_conversao })
        .from(anuncios)
        .where(owned(idAnuncio, idVendedor)),
    )
  },

  /**
   * Share-locks the seller's products, then conversions, then their raw materials, in id order. A
   * listing edit takes them before the listing itself, as a price, multiplier or unit edit takes its
   * product, conversion or raw material and then its listings, so the two wait for each other instead
   * of deadlocking.
   */
  async lockReferencias(db: Executor, idVendedor: number, idsProduto: number[], idsConversao: number[]) {
    const travar = (tabela: PgTable, id: AnyPgColumn, where: SQL | undefined) =>
      db.select({ id }).from(tabela).where(where).orderBy(id).for('share')
    const conversoesDele = and(
      inArray(conversoes.id_conversao, idsConversao),
      eq(conversoes.id_usuario_vendedor, idVendedor),
    )
    if (idsProduto.length > 0)
      await travar(
        produtos,
        produtos.id_produto,
        and(inArray(produtos.id_produto, idsProduto), eq(produtos.id_usuario_vendedor, idVendedor)),
      )
    if (idsConversao.length > 0) {
      await travar(conversoes, conversoes.id_conversao, conversoesDele)
      const materias = db.select({ id: conversoes.id_materia_prima }).from(conversoes).where(conversoesDele)
      await travar(
        materiasPrimas,
        materiasPrimas.id_materia_prima,
        inArray(materiasPrimas.id_materia_prima, materias),
      )
    }
  },

  async findOwnedForUpdate(db: Executor, idAnuncio: number, idVendedor: number) {
    return firstRow(db.select().from(anuncios).where(owned(idAnuncio, idVendedor)).for('update'))
  },

  /** The seller's product with the ids of its raw materials. */
  async findProdutoForShare(db: Executor, idProduto: number, idVendedor: number) {
    return firstRow(
      db
        .select({
          id_produto: produtos.id_produto,
          preco_centavos: produtos.preco_centavos,
          status_produto: produtos.status_produto,
          materias: sql<number[]>`array(select pmp.id_materia_prima from ${produtoMateriasPrimas} pmp
          where pmp.id_produto = ${produtos.id_produto})`,
        })
        .from(produtos)
        .where(and(eq(produtos.id_produto, idProduto), eq(produtos.id_usuario_vendedor, idVendedor)))
        .for('share', { of: produtos }),
    )
  },

  /** The seller's conversion with its multiplier as a number and its raw material's unit, both share-locked. */
  async findConversaoForShare(db: Executor, idConversao: number, idVendedor: number) {
    return firstRow(
      db
        .select({
          id_conversao: conversoes.id_conversao,
          id_materia_prima: conversoes.id_materia_prima,
          valor_multiplicavel: sql<number>`${conversoes.valor_multiplicavel}`.mapWith(Number),
          status_conversao: conversoes.status_conversao,
          unidade_medida: materiasPrimas.unidade_medida,
        })
        .from(conversoes)
        .innerJoin(materiasPrimas, eq(materiasPrimas.id_materia_prima, conversoes.id_materia_prima))
        .where(and(eq(conversoes.id_conversao, idConversao), eq(conversoes.id_usuario_vendedor, idVendedor)))
        .for('share', { of: [conversoes, materiasPrimas] }),
    )
  },

  /**
   * Until when the seller is blocked (docs/product/anuncios.md: 15 days at each 5 reports); null if never.
   */
  async bloqueadoAte(db: Executor, idVendedor: number) {
    return campoDe(db, usuarios.bloqueado_ate, usuarios.id_usuario, idVendedor)
  },

  /** Whether the seller offers at least one active delivery mode (no settings row: none). */
  async temEntregaAtiva(db: Executor, idVendedor: number) {
    const [row] = await db
      .select({ configuracao: entregasVendedor.configuracao })
      .from(entregasVendedor)
      .where(eq(entregasVendedor.id_usuario, idVendedor))
    const c = row?.configuracao
    return Boolean(c && (c.retirada.ativa || c.entrega_local.ativa || c.envio.ativa))
  },

  async insert(db: Executor, idVendedor: number, values: AnuncioValues) {
    return (
      await insertedRow(
        db
          .insert(anuncios)
          .values({ ...values, id_usuario_vendedor: idVendedor })
          .returning({ id_anuncio: anuncios.id_anuncio }),
      )
    ).id_anuncio
  },

  async update(db: Executor, idAnuncio: number, idVendedor: number, values: AnuncioValues) {
    await db
      .update(anuncios)
      .set({ ...values, data_alteracao: sql`now()` })
      .where(owned(idAnuncio, idVendedor))
  },

  /** Every listing of the seller inactive (the account is deleted); the catalogue follows by trigger. */
  async desativarDoVendedor(db: Executor, idVendedor: number) {
    await db
      .update(anuncios)
      .set({ status_anuncio: 'inativo', data_alteracao: sql`now()` })
      .where(and(eq(anuncios.id_usuario_vendedor, idVendedor), eq(anuncios.status_anuncio, 'ativo')))
  },

  /** Answers whether the seller's listing existed. */
  async delete(db: Executor, idAnuncio: number, idVendedor: number) {
    return anyRow(
      db.delete(anuncios).where(owned(idAnuncio, idVendedor)).returning({ id: anuncios.id_anuncio }),
    )
  },
}
