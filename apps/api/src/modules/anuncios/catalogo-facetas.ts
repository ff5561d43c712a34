// The catalogue's facets: how many listings of the current search and filters
// each category and each raw material has, each facet ignoring its own filter, as shops show them.
// No count walks the whole catalogue: each category counts at most FACETA_MAX listings (an
// index-only walk of anuncios_busca_categoria_idx, or the search's own matches), and the materials
// are counted over the newest FACETA_JANELA matches (a walk of the newest-first index).
import {
  type CatalogoFiltros,
  FACETA_JANELA,
  FACETA_MATERIAS_MAX,
  FACETA_MAX,
  type Facetas,
} from '@recria/domain/catalogo'
import { CATEGORIAS, type Categoria } from '@recria/domain/categoria'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { filtrosDeFaceta, filtrosSql, type Valor } from './catalogo-sql.ts'

const onde = (f: CatalogoFiltros, consulta: string | null, sem: 'categoria' | 'materia') =>
  sql.join(
    [
      filtrosSql(f, parametro),
      ...filtrosDeFaceta(f, parametro, sem),
      ...(consulta ? [sql`documento @@ ${consulta}::tsquery`] : []),
    ],
    sql` and `,
  )
const parametro: Valor = (n) => sql`${n}`
/** A search's facets are counted over its first matches only (any order: the walk stops early). */
const FACETA_JANELA_BUSCA = 500

const LISTA_CATEGORIAS = sql.raw(`array[${CATEGORIAS.map((c) => `'${c}'`).join(', ')}]::text[]`)

/**
 * A search's categories: counted over its first FACETA_JANELA_BUSCA matches (one walk of the search's
 * index that stops there), instead of one walk per category.
 */
function categoriasDaBuscaSql(f: CatalogoFiltros, consulta: string) {
  return sql`select j.categoria, count(*)::int as total, (sum(count(*)) over ())::int as janela
    from (select categoria from anuncios_busca where ${onde(f, consulta, 'categoria')}
      limit ${FACETA_JANELA_BUSCA}) j group by j.categoria`
}

export function categoriasSql(f: CatalogoFiltros, consulta: string | null) {
  if (consulta) return categoriasDaBuscaSql(f, consulta)
  return sql`select c.categoria, (select count(*)::int from (select 1 from anuncios_busca
      where categoria = c.categoria and ${onde(f, consulta, 'categoria')} limit ${FACETA_MAX}) x) as total
    from unnest(${LISTA_CATEGORIAS}) with ordinality as c(categoria, pos) order by c.pos`
}

export function materiasSql(f: CatalogoFiltros, consulta: string | null) {
  const escolhida = f.materia ?? 0
  return sql`with j as materialized (select materias from anuncios_busca
      where ${onde(f, consulta, 'materia')}
      ${consulta ? sql`` : sql`order by data_criacao desc nulls last, id_anuncio desc nulls last`}
      limit ${consulta ? FACETA_JANELA_BUSCA : FACETA_JANELA}),
    contagem as (select m.id as id_materia_prima, count(*)::int as total
      from j cross join unnest(j.materias) as m(id) group by m.id)
    select c.id_materia_prima, mp.nome_materia_prima as nome, c.total,
      (select count(*)::int from j) as janela
    from contagem c join materias_primas mp on mp.id_materia_prima = c.id_materia_prima
    order by c.id_materia_prima = ${escolhida} desc, c.total desc, mp.nome_materia_prima, c.id_materia_prima
    limit ${FACETA_MATERIAS_MAX}`
}

export const SEM_FACETAS: Facetas = {
  categorias: CATEGORIAS.map((categoria) => ({ categoria, total: 0 })),
  materias: [],
  total_minimo: false,
}

/** How long the facets of a browse are kept for one catalogue version: a block ends by itself. */
const GUARDA_MS = 30_000
const GUARDADAS_MAX = 500

/**
 * Both facets of a page, kept per search and filters for the catalogue's version (catalogo_versao,
 * advanced by every change of the search documents): a browse or a repeated search reads one row
 * instead of counting again (a search's first count walks its matches, up to FACETA_JANELA_BUSCA of
 * them). The version is read before counting, so counts kept under it are never older than it.
 */
export function criarFacetas(db: Db) {
  const guardadas = new Map<string, { versao: string; em: number; facetas: Facetas }>()
  return async (f: CatalogoFiltros, consulta: string | null): Promise<Facetas> => {
    const { categoria, materia, preco_min_centavos, preco_max_centavos, forma_pagamento } = f
    const idVendedor = (f as { id_vendedor?: number }).id_vendedor
    const chave = JSON.stringify([
      consulta,
      categoria,
      materia,
      preco_min_centavos,
      preco_max_centavos,
      forma_pagamento,
      idVendedor,
    ])
    const { rows } = await db.$client.query<{ versao: string }>({
      name: 'catalogo_versao',
      text: 'select versao::text from catalogo_versao where id = 1',
    })
    const versao = rows[0]?.versao ?? ''
    const guardada = guardadas.get(chave)
    if (guardada && guardada.versao === versao && Date.now() - guardada.em < GUARDA_MS)
      return guardada.facetas
    const facetas = await facetasDe(db, f, consulta)
    if (guardadas.size >= GUARDADAS_MAX) guardadas.clear()
    guardadas.set(chave, { versao, em: Date.now(), facetas })
    return facetas
  }
}

/** Both facets of a page's search (`consulta`: its tsquery, null without one). */
export async function facetasDe(db: Db, f: CatalogoFiltros, consulta: string | null): Promise<Facetas> {
  const [categorias, materias] = await Promise.all([
    db.execute<{ categoria: Categoria; total: number; janela?: number }>(categoriasSql(f, consulta)),
    db.execute<{ id_materia_prima: number; nome: string; total: number; janela: number }>(
      materiasSql(f, consulta),
    ),
  ])
  return {
    categorias: CATEGORIAS.map((categoria) => ({
      categoria,
      total: categorias.rows.find((r) => r.categoria === categoria)?.total ?? 0,
    })),
    materias: materias.rows.map((r) => ({
      id_materia_prima: r.id_materia_prima,
      nome: r.nome,
      total: r.total,
    })),
    total_minimo: consulta
      ? (categorias.rows[0]?.janela ?? 0) >= FACETA_JANELA_BUSCA ||
        (materias.rows[0]?.janela ?? 0) >= FACETA_JANELA_BUSCA
      : categorias.rows.some((r) => r.total >= FACETA_MAX) ||
        (materias.rows[0]?.janela ?? 0) >= FACETA_JANELA,
  }
}
