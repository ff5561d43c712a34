// The listing as the API answers it (docs/api/back-office.md, Anuncio): one query joins the product
// (with its raw materials), the conversion, the raw material and the seller — never a query per row.
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { avaliacoesProduto, avaliacoesVendedor } from '../../db/schema/avaliacoes.ts'
import {
  anuncios,
  conversoes,
  materiasPrimas,
  produtoMateriasPrimas,
  produtos,
} from '../../db/schema/back-office.ts'
import { anunciosBusca } from '../../db/schema/catalogo.ts'
import { produtoImagens } from '../../db/schema/galerias.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import type { ImagemGaleriaRow } from '../../lib/galeria.ts'
import { firstRow, umaVezPorExecutor } from '../../lib/queries.ts'
import { type AnuncioFiltros, newestFirst, searchedIds, whereOf } from './anuncios-filtros.ts'

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
 * The product's and the seller's review figures, as the database keeps them (decision 019). Read by
 * primary key for the answered rows only: as joins they would take the query past the planner's
 * join_collapse_limit, and it would stop choosing the page's ids first.
 */
const doProduto = (coluna: SQL | AnyPgColumn) =>
  sql<number>`coalesce((select ${coluna} from ${avaliacoesProduto}
    where ${avaliacoesProduto.id_produto} = ${produtos.id_produto}), 0)`.mapWith(Number)
const doVendedor = (coluna: SQL | AnyPgColumn) =>
  sql<number>`coalesce((select ${coluna} from ${avaliacoesVendedor}
    where ${avaliacoesVendedor.id_usuario_vendedor} = ${anuncios.id_usuario_vendedor}), 0)`.mapWith(Number)
const avaliacoes = {
  rating: doProduto(avaliacoesProduto.nota_media),
  total_avaliacoes: doProduto(avaliacoesProduto.total),
  vendedor_nota_media: doVendedor(avaliacoesVendedor.nota_media),
  vendedor_total_avaliacoes: doVendedor(avaliacoesVendedor.total),
}

/**
 * Buyable now, as the catalogue decides it (its search document: listing and product active, seller
 * connected; decision 012) and the seller not blocked today.
 */
const disponivel =
  sql<boolean>`coalesce(${anunciosBusca.visivel} and (${anunciosBusca.vendedor_bloqueado_ate} is null
  or ${anunciosBusca.vendedor_bloqueado_ate} <= now()), false)`.mapWith(Boolean)

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
  disponivel,
  /** The seller's account is suspended or deleted: its listings are shown to nobody. */
  vendedor_fora:
    sql<boolean>`(${usuarios.suspenso_em} is not null or ${usuarios.excluido_em} is not null)`.mapWith(
      Boolean,
    ),
}

/** The product's gallery in the seller's order, as one json column (the listing page's). */
const galeria = sql<ImagemGaleriaRow[]>`coalesce((
  select json_agg(json_build_object('id', pi.id, 'posicao', pi.posicao, 'arquivo_320', pi.arquivo_320,
    'arquivo_640', pi.arquivo_640, 'arquivo_1280', pi.arquivo_1280, 'largura', pi.largura)
    order by pi.posicao)
  from ${produtoImagens} pi where pi.id_produto = ${produtos.id_produto}), '[]'::json)`

/** The joins every listing read makes (a query `$dynamic()` from `anuncios`). */
const juntar = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .leftJoin(conversoes, eq(conversoes.id_conversao, anuncios.id_conversao))
    .leftJoin(materiasPrimas, eq(materiasPrimas.id_materia_prima, anuncios.id_materia_prima))
    .innerJoin(usuarios, eq(usuarios.id_usuario, anuncios.id_usuario_vendedor))
    .leftJoin(anunciosBusca, eq(anunciosBusca.id_anuncio, anuncios.id_anuncio))

const detalhado = (db: Executor) => juntar(db.select(columns).from(anuncios).$dynamic())

/**
 * The listing page's one statement: the listing, its gallery and the figures around it, built once
 * per executor and prepared by name (it was two queries, the first built by Drizzle on every call).
 */
const paraComprador = umaVezPorExecutor((db: Executor) =>
  juntar(
    db
      .select({ ...columns, galeria })
      .from(anuncios)
      .$dynamic(),
  )
    .where(eq(anuncios.id_anuncio, sql.placeholder('id')))
    .prepare('anuncio_para_comprador'),
)

export type AnuncioDetalhadoRow = Awaited<ReturnType<ReturnType<typeof detalhado>['execute']>>[number]

export const anunciosQueryRepository = {
  async findById(db: Executor, idAnuncio: number) {
    return firstRow(detalhado(db).where(eq(anuncios.id_anuncio, idAnuncio)))
  },

  /** The listing with its gallery, as the listing page shows it, in one round trip. */
  async paraComprador(db: Executor, idAnuncio: number) {
    const [row] = await paraComprador(db).execute({ id: idAnuncio })
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

  /** How many match, counting at most `cap` rows (docs/design.md#data-model: never an unbounded count per
   * request). */
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
