import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, materiasPrimas, produtoMateriasPrimas, produtos } from '../../db/schema/back-office.ts'
import { colunas, firstRow, insertedRow } from '../../lib/queries.ts'

export type ProdutoRow = typeof produtos.$inferSelect
export type ProdutoValues = Pick<
  typeof produtos.$inferInsert,
  'nome' | 'descricao' | 'preco_centavos' | 'status_produto' | 'imagem' | 'imagem_detalhe' | 'categoria'
>
export type MateriaDoProduto = Awaited<ReturnType<typeof produtosRepository.materiasOf>>[number]

export const produtosRepository = {
  async findOwned(db: Executor, idProduto: number, idVendedor: number, lock = false) {
    const query = db
      .select()
      .from(produtos)
      .where(and(eq(produtos.id_produto, idProduto), eq(produtos.id_usuario_vendedor, idVendedor)))
    return firstRow(lock ? query.for('update') : query)
  },

  /** The raw materials of several products in one query, by product then name. */
  materiasOf(db: Executor, idsProduto: number[]) {
    if (idsProduto.length === 0) return Promise.resolve([])
    return db
      .select({
        id_produto: produtoMateriasPrimas.id_produto,
        id_materia_prima: materiasPrimas.id_materia_prima,
        nome_materia_prima: materiasPrimas.nome_materia_prima,
        unidade_medida: materiasPrimas.unidade_medida,
      })
      .from(produtoMateriasPrimas)
      .innerJoin(materiasPrimas, eq(materiasPrimas.id_materia_prima, produtoMateriasPrimas.id_materia_prima))
      .where(inArray(produtoMateriasPrimas.id_produto, idsProduto))
      .orderBy(asc(materiasPrimas.nome_materia_prima), asc(materiasPrimas.id_materia_prima))
  },

  /**
   * The seller's raw materials among `ids`, locked against a concurrent status change until the
   * transaction ends; another seller's ids are simply absent.
   */
  materiasDoVendedor(db: Executor, idVendedor: number, ids: number[]) {
    return db
      .select(colunas(materiasPrimas, 'id_materia_prima', 'nome_materia_prima', 'status_materia_prima'))
      .from(materiasPrimas)
      .where(
        and(
          inArray(materiasPrimas.id_materia_prima, ids),
          eq(materiasPrimas.id_usuario_vendedor, idVendedor),
        ),
      )
      .for('share')
  },

  async insert(db: Executor, idVendedor: number, values: ProdutoValues) {
    return (
      await insertedRow(
        db
          .insert(produtos)
          .values({ ...values, id_usuario_vendedor: idVendedor })
          .returning({ id_produto: produtos.id_produto }),
      )
    ).id_produto
  },

  async update(db: Executor, idProduto: number, values: Partial<ProdutoValues>) {
    await db
      .update(produtos)
      .set({ ...values, data_atualizacao: new Date() })
      .where(eq(produtos.id_produto, idProduto))
  },

  async setMaterias(db: Executor, idProduto: number, ids: number[]) {
    await db.delete(produtoMateriasPrimas).where(eq(produtoMateriasPrimas.id_produto, idProduto))
    if (ids.length === 0) return
    await db
      .insert(produtoMateriasPrimas)
      .values(ids.map((id_materia_prima) => ({ id_produto: idProduto, id_materia_prima })))
  },

  async countAnuncios(db: Executor, idProduto: number) {
    const [row] = await db.select({ n: count() }).from(anuncios).where(eq(anuncios.id_produto, idProduto))
    return row?.n ?? 0
  },

  async delete(db: Executor, idProduto: number) {
    await db.delete(produtos).where(eq(produtos.id_produto, idProduto))
  },
}
