// The listing as the API answers it (docs/api/back-office.md, Anuncio): one query joins the product
// (with its raw materials), the conversion, the raw material and the seller — never a query per row.
import { and, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  anuncios,
  conversoes,
  materiasPrimas,
  produtoMateriasPrimas,
  produtos,
} from '../../db/schema/back-office.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

export interface AnuncioFiltros {
  status?: 'ativo' | 'inativo'
  forma_pagamento?: 'padrao' | 'sustentavel'
  preco_min_centavos?: number
  preco_max_centavos?: number
  busca?: string
}

export interface MateriaRef {
  id_materia_prima: number
  nome_materia_prima: string
  unidade_medida: string
}

/** The product's raw materials by name, as one json column (evaluated for the answered rows only). */
const materiasDoProduto = sql<MateriaRef[]>`coalesce((
  select json_agg(json_build_object('id_materia_prima', mp.id_materia_prima,
    'nome_materia_prima', mp.nome_materia_prima, 'unidade_medida', mp.unidade_medida)
    order by mp.nome_materia_prima, mp.id_materia_prima)
  from ${produtoMateriasPrimas} pmp join ${materiasPrimas} mp on mp.id_materia_prima = pmp.id_materia_prima
  where pmp.id_produto = ${produtos.id_produto}), '[]'::json)`

/**
 * Reviews do not exist yet. When they do, these two become the columns of one
 * `left join lateral (select avg(nota), count(*) from avaliacoes …)` added in `detalhado`.
 */
const avaliacoes = {
  rating: sql<number>`0`.mapWith(Number),
  total_avaliacoes: sql<number>`0`.mapWith(Number),
}

const columns = {
  anuncio: anuncios,
  produto: produtos,
  materias_produto: materiasDoProduto,
  conversao: conversoes,
  // The listing's raw material is its conversion's (the service copies it), so one join serves both.
  materia_prima: {
    id_materia_prima: materiasPrimas.id_materia_prima,
    nome_materia_prima: materiasPrimas.nome_materia_prima,
    unidade_medida: materiasPrimas.unidade_medida,
  },
  vendedor: { id_usuario: usuarios.id_usuario, nome: usuarios.nome, foto_url: usuarios.foto_url },
  ...avaliacoes,
}

const detalhado = (db: Executor) =>
  db
    .select(columns)
    .from(anuncios)
    .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .leftJoin(conversoes, eq(conversoes.id_conversao, anuncios.id_conversao))
    .leftJoin(materiasPrimas, eq(materiasPrimas.id_materia_prima, anuncios.id_materia_prima))
    .innerJoin(usuarios, eq(usuarios.id_usuario, anuncios.id_usuario_vendedor))

export type AnuncioDetalhadoRow = Awaited<ReturnType<ReturnType<typeof detalhado>['execute']>>[number]

/**
 * `nulls last` as anuncios_vendedor_idx is built: a plain `desc` means `nulls first`, which PostgreSQL
 * does not match to that index (NOT NULL notwithstanding), and the page became a scan of every listing
 * of the seller plus a sort instead of a walk of 12 index entries.
 */
const newestFirst = [sql`${anuncios.data_criacao} desc nulls last`, desc(anuncios.id_anuncio)]

/** Accent- and case-insensitive "contains", written as the trigram indexes are (migration 0002). */
const contains = (column: unknown, term: string) =>
  sql`f_unaccent(lower(${column})) like f_unaccent(lower(${`%${term.replace(/[\\%_]/g, '\\$&')}%`}))`

/**
 * The listing's product is one of the seller's products matching `condition`. As `= any(array(…))` the
 * ids are computed once and become an index condition (anuncios_produto_idx), which can be OR-ed with
 * the description's trigram index; `in (subquery)` would be a per-row filter over all the listings.
 */
const produtoEntre = (db: Executor, idVendedor: number, condition: SQL | undefined) =>
  sql`${anuncios.id_produto} = any(array(${db
    .select({ id: produtos.id_produto })
    .from(produtos)
    .where(and(eq(produtos.id_usuario_vendedor, idVendedor), condition))}))`

function whereOf(db: Executor, idVendedor: number, f: AnuncioFiltros) {
  const { preco_min_centavos: min, preco_max_centavos: max, busca } = f
  const porPreco = and(
    min === undefined ? undefined : gte(produtos.preco_centavos, min),
    max === undefined ? undefined : lte(produtos.preco_centavos, max),
  )
  return and(
    eq(anuncios.id_usuario_vendedor, idVendedor),
    f.status ? eq(anuncios.status_anuncio, f.status) : undefined,
    f.forma_pagamento ? eq(anuncios.forma_de_pagamento, f.forma_pagamento) : undefined,
    porPreco ? produtoEntre(db, idVendedor, porPreco) : undefined,
    busca
      ? or(
          contains(anuncios.descricao_anuncio, busca),
          produtoEntre(db, idVendedor, contains(produtos.nome, busca)),
        )
      : undefined,
  )
}

/**
 * A search usually matches few listings, anywhere in time: walking the index newest first and testing
 * each row (the plan chosen for `order by … limit`) may read every listing of the seller, unaccenting
 * each. `offset 0` keeps the matches a query of their own, answered by the trigram and product indexes
 * (a few hundred candidates), and only those are sorted.
 */
function searchedIds(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const matching = db
    .select({ id: anuncios.id_anuncio, data_criacao: anuncios.data_criacao })
    .from(anuncios)
    .where(where)
  return sql`(select m.id_anuncio from (${matching} offset 0) m
    order by m.data_criacao desc nulls last, m.id_anuncio desc limit ${limit} offset ${offset})`
}

export const anunciosQueryRepository = {
  async findById(db: Executor, idAnuncio: number) {
    const [row] = await detalhado(db).where(eq(anuncios.id_anuncio, idAnuncio))
    return row ?? null
  },

  /**
   * One page of a seller's listings, newest first (the id breaks ties of one instant): the page's ids
   * come from anuncios_vendedor_idx walked in order, then only those rows are joined.
   */
  page(db: Executor, idVendedor: number, filtros: AnuncioFiltros, limit: number, offset: number) {
    const where = whereOf(db, idVendedor, filtros)
    const ids = filtros.busca
      ? searchedIds(db, where, limit, offset)
      : db
          .select({ id: anuncios.id_anuncio })
          .from(anuncios)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset)
    return detalhado(db)
      .where(inArray(anuncios.id_anuncio, ids))
      .orderBy(...newestFirst)
  },

  /** How many match, counting at most `cap` rows (DESIGN §5: never an unbounded count per request). */
  countQuery(db: Executor, idVendedor: number, filtros: AnuncioFiltros, cap: number) {
    const matching = db
      .select({ one: sql`1` })
      .from(anuncios)
      .where(whereOf(db, idVendedor, filtros))
      .limit(cap)
      .as('matching')
    return db.select({ n: count() }).from(matching)
  },

  async count(db: Executor, idVendedor: number, filtros: AnuncioFiltros, cap: number) {
    const [row] = await anunciosQueryRepository.countQuery(db, idVendedor, filtros, cap)
    return row?.n ?? 0
  },
}
