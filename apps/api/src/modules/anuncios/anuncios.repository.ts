import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  anuncios,
  conversoes,
  materiasPrimas,
  produtoMateriasPrimas,
  produtos,
} from '../../db/schema/back-office.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

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
>

const owned = (idAnuncio: number, idVendedor: number) =>
  and(eq(anuncios.id_anuncio, idAnuncio), eq(anuncios.id_usuario_vendedor, idVendedor))

/** Rows read while writing a listing; share-locked so a price or status change waits for the write. */
export const anunciosRepository = {
  async findOwnedForUpdate(db: Executor, idAnuncio: number, idVendedor: number) {
    const [row] = await db.select().from(anuncios).where(owned(idAnuncio, idVendedor)).for('update')
    return row ?? null
  },

  /** The seller's product with the ids of its raw materials. */
  async findProdutoForShare(db: Executor, idProduto: number, idVendedor: number) {
    const [row] = await db
      .select({
        id_produto: produtos.id_produto,
        preco_centavos: produtos.preco_centavos,
        status_produto: produtos.status_produto,
        materias: sql<number[]>`array(select pmp.id_materia_prima from ${produtoMateriasPrimas} pmp
          where pmp.id_produto = ${produtos.id_produto})`,
      })
      .from(produtos)
      .where(and(eq(produtos.id_produto, idProduto), eq(produtos.id_usuario_vendedor, idVendedor)))
      .for('share', { of: produtos })
    return row ?? null
  },

  /** The seller's conversion with its multiplier as a number and its raw material's unit. */
  async findConversaoForShare(db: Executor, idConversao: number, idVendedor: number) {
    const [row] = await db
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
      .for('share', { of: conversoes })
    return row ?? null
  },

  /** Until when the seller is blocked (spec part 2 §1: 15 days at each 5 reports); null if never. */
  async bloqueadoAte(db: Executor, idVendedor: number) {
    const [row] = await db
      .select({ bloqueado_ate: usuarios.bloqueado_ate })
      .from(usuarios)
      .where(eq(usuarios.id_usuario, idVendedor))
    return row?.bloqueado_ate ?? null
  },

  async insert(db: Executor, idVendedor: number, values: AnuncioValues) {
    const [row] = await db
      .insert(anuncios)
      .values({ ...values, id_usuario_vendedor: idVendedor })
      .returning({ id_anuncio: anuncios.id_anuncio })
    if (!row) throw new Error('insert returned no row')
    return row.id_anuncio
  },

  async update(db: Executor, idAnuncio: number, idVendedor: number, values: AnuncioValues) {
    await db
      .update(anuncios)
      .set({ ...values, data_alteracao: sql`now()` })
      .where(owned(idAnuncio, idVendedor))
  },

  /** Answers whether the seller's listing existed. */
  async delete(db: Executor, idAnuncio: number, idVendedor: number) {
    const rows = await db
      .delete(anuncios)
      .where(owned(idAnuncio, idVendedor))
      .returning({ id: anuncios.id_anuncio })
    return rows.length > 0
  },
}
