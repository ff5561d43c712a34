import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, materiasPrimas, produtoMateriasPrimas, produtos } from '../../db/schema/back-office.ts'

export type ProdutoRow = typeof produtos.$inferSelect
export type ProdutoValues = Pick<
  typeof produtos.$inferInsert,
  'nome' | 'descricao' | 'preco_centavos' | 'status_produto' | 'imagem' | 'imagem_detalhe'
>
export type MateriaDoProduto = Awaited<ReturnType<typeof produtosRepository.materiasOf>>[number]

export interface ProdutoFilters {
  status?: 'ativo' | 'inativo'
  id_materia_prima?: number
  preco_min_centavos?: number
  preco_max_centavos?: number
  busca?: string
}

/** `busca` as a LIKE pattern: its own wildcards are matched literally. */
const likePattern = (busca: string) => `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/** Same expression as the trigram index `produtos_nome_trgm`, so the index can serve it. */
const unaccented = (column: unknown, pattern: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${pattern}))`

function whereOf(idVendedor: number, f: ProdutoFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(produtos.id_usuario_vendedor, idVendedor)]
  if (f.status) conditions.push(eq(produtos.status_produto, f.status))
  if (f.preco_min_centavos !== undefined) conditions.push(gte(produtos.preco_centavos, f.preco_min_centavos))
  if (f.preco_max_centavos !== undefined) conditions.push(lte(produtos.preco_centavos, f.preco_max_centavos))
  if (f.id_materia_prima !== undefined)
    conditions.push(sql`exists (select 1 from ${produtoMateriasPrimas} pmp
      where pmp.id_produto = ${produtos.id_produto} and pmp.id_materia_prima = ${f.id_materia_prima})`)
  if (f.busca) {
    const pattern = likePattern(f.busca)
    conditions.push(or(unaccented(produtos.nome, pattern), unaccented(produtos.descricao, pattern)))
  }
  return and(...conditions)
}

export const produtosRepository = {
  /** One page of a seller's products, newest first, and how many match in all. */
  async page(db: Executor, idVendedor: number, filters: ProdutoFilters, limit: number, offset: number) {
    const where = whereOf(idVendedor, filters)
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(produtos)
        .where(where)
        .orderBy(desc(produtos.data_criacao), desc(produtos.id_produto))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(produtos).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async findOwned(db: Executor, idProduto: number, idVendedor: number, lock = false) {
    const query = db
      .select()
      .from(produtos)
      .where(and(eq(produtos.id_produto, idProduto), eq(produtos.id_usuario_vendedor, idVendedor)))
    const [row] = await (lock ? query.for('update') : query)
    return row ?? null
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

  /** The raw materials used by any of a seller's products (filter options). */
  materiasEmUso(db: Executor, idVendedor: number) {
    return db
      .selectDistinct({
        id_materia_prima: materiasPrimas.id_materia_prima,
        nome_materia_prima: materiasPrimas.nome_materia_prima,
      })
      .from(materiasPrimas)
      .innerJoin(
        produtoMateriasPrimas,
        eq(produtoMateriasPrimas.id_materia_prima, materiasPrimas.id_materia_prima),
      )
      .innerJoin(produtos, eq(produtos.id_produto, produtoMateriasPrimas.id_produto))
      .where(eq(produtos.id_usuario_vendedor, idVendedor))
      .orderBy(asc(materiasPrimas.nome_materia_prima), asc(materiasPrimas.id_materia_prima))
  },

  /**
   * The seller's raw materials among `ids`, locked against a concurrent status change until the
   * transaction ends; another seller's ids are simply absent.
   */
  materiasDoVendedor(db: Executor, idVendedor: number, ids: number[]) {
    return db
      .select({
        id_materia_prima: materiasPrimas.id_materia_prima,
        nome_materia_prima: materiasPrimas.nome_materia_prima,
        status_materia_prima: materiasPrimas.status_materia_prima,
      })
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
    const [row] = await db
      .insert(produtos)
      .values({ ...values, id_usuario_vendedor: idVendedor })
      .returning({ id_produto: produtos.id_produto })
    if (!row) throw new Error('insert returned no row')
    return row.id_produto
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
