// The list queries of the products pages (docs/api/back-office.md, Lists): filters in SQL.
import { and, asc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { materiasPrimas, produtoMateriasPrimas, produtos } from '../../db/schema/back-office.ts'
import { contains, paginaRecente } from '../../lib/pagination.ts'

export interface ProdutoFilters {
  status?: 'ativo' | 'inativo'
  id_materia_prima?: number
  preco_min_centavos?: number
  preco_max_centavos?: number
  busca?: string
}

function whereOf(idVendedor: number, f: ProdutoFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(produtos.id_usuario_vendedor, idVendedor)]
  if (f.status) conditions.push(eq(produtos.status_produto, f.status))
  if (f.preco_min_centavos !== undefined) conditions.push(gte(produtos.preco_centavos, f.preco_min_centavos))
  if (f.preco_max_centavos !== undefined) conditions.push(lte(produtos.preco_centavos, f.preco_max_centavos))
  if (f.id_materia_prima !== undefined)
    conditions.push(sql`exists (select 1 from ${produtoMateriasPrimas} pmp
      where pmp.id_produto = ${produtos.id_produto} and pmp.id_materia_prima = ${f.id_materia_prima})`)
  if (f.busca) {
    conditions.push(or(contains(produtos.nome, f.busca), contains(produtos.descricao, f.busca)))
  }
  return and(...conditions)
}

export const produtosListaRepository = {
  /** One page of a seller's products, newest first, and how many match in all. */
  async page(db: Executor, idVendedor: number, filters: ProdutoFilters, limit: number, offset: number) {
    const where = whereOf(idVendedor, filters)
    return paginaRecente(db, produtos, where, [produtos.data_criacao, produtos.id_produto], { limit, offset })
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
}
