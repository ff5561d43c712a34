import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { produtos } from '../../db/schema/back-office.ts'
import { produtoImagens } from '../../db/schema/galerias.ts'
import { firstRow, insertedRow } from '../../lib/queries.ts'

export type ImagemRow = typeof produtoImagens.$inferSelect
export type ImagemArquivos = Pick<
  ImagemRow,
  'card' | 'arquivo_320' | 'arquivo_640' | 'arquivo_1280' | 'largura'
>

export const galeriaRepository = {
  /** The product's seller, the row locked until the transaction ends (one gallery change at a time). */
  dono(db: Executor, idProduto: number) {
    return firstRow(
      db
        .select({ id_usuario_vendedor: produtos.id_usuario_vendedor })
        .from(produtos)
        .where(eq(produtos.id_produto, idProduto))
        .for('update'),
    )
  },

  imagens(db: Executor, idProduto: number) {
    return db
      .select()
      .from(produtoImagens)
      .where(eq(produtoImagens.id_produto, idProduto))
      .orderBy(asc(produtoImagens.posicao))
  },

  async insert(db: Executor, idProduto: number, posicao: number, arquivos: ImagemArquivos) {
    return insertedRow(
      db
        .insert(produtoImagens)
        .values({ id_produto: idProduto, posicao, ...arquivos })
        .returning(),
    )
  },

  async replaceFiles(db: Executor, id: number, arquivos: ImagemArquivos) {
    await db.update(produtoImagens).set(arquivos).where(eq(produtoImagens.id, id))
  },

  async delete(db: Executor, id: number) {
    await db.delete(produtoImagens).where(eq(produtoImagens.id, id))
  },

  /** Positions are checked at the commit (deferred unique), so any permutation is written row by row. */
  async setPosicao(db: Executor, id: number, posicao: number) {
    await db.update(produtoImagens).set({ posicao }).where(eq(produtoImagens.id, id))
  },

  /** The product's picture is its first image (older answers read `produtos.imagem`). */
  async syncCapa(db: Executor, idProduto: number) {
    const first = await firstRow(
      db
        .select({ card: produtoImagens.card, detalhe: produtoImagens.arquivo_1280 })
        .from(produtoImagens)
        .where(and(eq(produtoImagens.id_produto, idProduto)))
        .orderBy(asc(produtoImagens.posicao))
        .limit(1),
    )
    await db
      .update(produtos)
      .set({
        imagem: first?.card ?? null,
        imagem_detalhe: first?.detalhe ?? null,
        data_atualizacao: sql`now()`,
      })
      .where(eq(produtos.id_produto, idProduto))
  },
}
