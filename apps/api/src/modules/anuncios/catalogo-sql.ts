// The catalogue's statements (decision 012, 014): which listings, in which order and how many are
// read from the search documents (anuncios_busca) alone, through the index of the ordering; only
// the page's rows are joined to their listing, product, seller and conversion.
import type { CatalogoFiltros, Ordenacao } from '@recria/domain/catalogo'
import { isCategoria } from '@recria/domain/categoria'
import { type SQL, sql } from 'drizzle-orm'

/** Buyable now: listing and product active, seller connected (`visivel`) and not blocked today. */
const VISIVEL = sql`visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())`

export type Chave = Exclude<Ordenacao, 'relevancia'>

/**
 * Each ordering as its index is built (drizzle-kit writes `desc nulls last`; `maior_preco` walks the
 * price index backwards), ending with the id so that pages never overlap.
 */
const ORDENS: Record<Chave, string> = {
  recentes: 'data_criacao desc nulls last, id_anuncio desc nulls last',
  menor_preco: 'preco_centavos, id_anuncio',
  maior_preco: 'preco_centavos desc nulls first, id_anuncio desc nulls first',
  avaliacao: 'nota desc nulls last, data_criacao desc nulls last, id_anuncio desc nulls last',
}

export interface PaginaCatalogo {
  filtros: CatalogoFiltros
  /** tsquery text (catalogo-busca.ts), when searching. */
  consulta: string | null
  offset: number
  /** Count at most this many matches (docs/design.md#data-model). */
  cap: number
}

/**
 * Numbers and the payment form of a plain browse written into the statement itself: with no
 * parameter left, PostgreSQL plans a named statement once per connection and reuses the plan (the
 * planning of the page's joins costs more than running it). Only values the schema has validated.
 */
export type Valor = (n: number | string) => SQL
export const parametro: Valor = (n) => sql`${n}`
export const literal: Valor = (n) => {
  if (typeof n === 'number' && Number.isSafeInteger(n)) return sql.raw(String(n))
  if (n === 'padrao' || n === 'sustentavel') return sql.raw(`'${n}'`)
  if (isCategoria(n)) return sql.raw(`'${n}'`)
  throw new Error(`valor não literal: ${n}`)
}

export function filtrosSql(
  { preco_min_centavos: min, preco_max_centavos: max, forma_pagamento, id_vendedor }: CatalogoFiltros,
  v: Valor,
) {
  const parts: SQL[] = [VISIVEL]
  if (id_vendedor !== undefined) parts.push(sql`id_usuario_vendedor = ${v(id_vendedor)}`)
  if (min !== undefined) parts.push(sql`preco_centavos >= ${v(min)}`)
  if (max !== undefined) parts.push(sql`preco_centavos <= ${v(max)}`)
  if (forma_pagamento !== 'todos') parts.push(sql`forma_de_pagamento = ${v(forma_pagamento)}`)
  return sql.join(parts, sql` and `)
}

export type Faceta = 'categoria' | 'materia'

/** The category and raw-material filters, but the one of the facet being counted. */
export function filtrosDeFaceta(f: CatalogoFiltros, v: Valor, sem?: Faceta): SQL[] {
  const parts: SQL[] = []
  if (f.categoria !== undefined && sem !== 'categoria') parts.push(sql`categoria = ${v(f.categoria)}`)
  if (f.materia !== undefined && sem !== 'materia')
    parts.push(sql`materias @> array[${v(f.materia)}]::integer[]`)
  return parts
}

/**
 * The ids of the first `cap` matches in order (and, ranked by relevance, their tier). A search ranked
 * by relevance is two walks, the name matches then the rest, each newest first; the second runs only
 * when the first gives fewer rows than asked for (an Append under a limit stops early).
 */
export function candidatos(
  { filtros, consulta, cap }: PaginaCatalogo,
  chave: Chave | 'relevancia',
  v: Valor,
) {
  const onde = sql.join([filtrosSql(filtros, v), ...filtrosDeFaceta(filtros, v)], sql` and `)
  const q = sql`${consulta}::tsquery`
  if (chave === 'relevancia' && consulta) {
    const camada = (n: 1 | 2, match: SQL) =>
      sql`(select id_anuncio, ${sql.raw(String(n))} as camada, data_criacao from anuncios_busca
        where ${onde} and ${match} order by ${sql.raw(ORDENS.recentes)} limit ${v(cap)})`
    return sql`${camada(1, sql`documento_nome @@ ${q}`)}
      union all ${camada(2, sql`documento @@ ${q} and not documento_nome @@ ${q}`)}
      limit ${v(cap)}`
  }
  const ordem = ORDENS[chave === 'relevancia' ? 'recentes' : chave]
  const busca = consulta ? sql` and documento @@ ${q}` : sql``
  return sql`select id_anuncio from anuncios_busca where ${onde}${busca}
    order by ${sql.raw(ordem)} limit ${v(cap)}`
}

/** A card's columns, for the rows `pg` (id_anuncio, pos) of a page. */
export const CARTOES = sql`select a.id_anuncio, a.forma_de_pagamento, a.creditos_aceitos, a.valor_conversao_centavos,
    pr.id_produto, pr.nome as nome_produto, pr.preco_centavos, pr.imagem,
    gi.arquivo_320 as imagem_320, gi.arquivo_640 as imagem_640, gi.largura as imagem_largura,
    u.id_usuario, u.nome as nome_vendedor,
    c.id_conversao, c.valor_multiplicavel,
    mp.id_materia_prima, mp.nome_materia_prima, mp.unidade_medida,
    coalesce(ap.nota_media, 0)::float8 as rating, coalesce(ap.total, 0) as total_avaliacoes, pg.pos`
export const JUNCOES = sql`join anuncios a on a.id_anuncio = pg.id_anuncio
    join produtos pr on pr.id_produto = a.id_produto
    left join produto_imagens gi on gi.id_produto = pr.id_produto and gi.posicao = 0
    join usuarios u on u.id_usuario = a.id_usuario_vendedor
    left join conversoes c on c.id_conversao = a.id_conversao
    left join materias_primas mp on mp.id_materia_prima = a.id_materia_prima
    left join avaliacoes_produto ap on ap.id_produto = pr.id_produto`

/**
 * The capped count and the page's ids with their position (`pg`: one row with null ids when the page
 * is past the end). A browse walks its index twice (to count, then to the page: cheaper than keeping
 * thousands of rows for a deep page); a search keeps its candidates once (they cost more to find).
 */
function contagemEPagina(p: PaginaCatalogo, chave: Chave | 'relevancia', v: Valor, limit: number) {
  const ids = candidatos(p, chave, v)
  const [cte, contados, ordenados] = p.consulta
    ? [sql`with m as materialized (${ids})`, sql`m`, sql`m`]
    : [sql``, sql`(${ids}) c`, sql`(${ids}) m`]
  return {
    cte,
    contagem: sql`(select count(*)::int as total from ${contados}) t`,
    pagina: sql`(select id_anuncio, row_number() over () as pos
      from (select id_anuncio from ${ordenados} offset ${v(p.offset)} limit ${v(limit)}) m) pg`,
  }
}

/** Count, page and cards in one statement: a plain browse, named and planned once per connection. */
export function paginaComCartoesSql(p: PaginaCatalogo, chave: Chave, limit: number) {
  const { cte, contagem, pagina } = contagemEPagina(p, chave, literal, limit)
  return sql`${cte} select t.total, x.* from ${contagem}
    left join lateral (${CARTOES} from ${pagina} ${JUNCOES}) x on true
    order by x.pos`
}

/**
 * Count and page ids alone: planned for each request (the planner must see the search's terms and
 * the price bounds), so its joins are left to `cartoesSql`, named and planned once.
 */
export function paginaSql(p: PaginaCatalogo, chave: Chave | 'relevancia', limit: number) {
  const { cte, contagem, pagina } = contagemEPagina(p, chave, parametro, limit)
  return sql`${cte} select t.total, pg.id_anuncio from ${contagem} left join lateral ${pagina} on true
    order by pg.pos`
}

/** The cards of the listing ids given as the statement's one parameter, in that order. */
export const cartoesSql = sql`${CARTOES}
  from unnest(${sql.raw('$1')}::int[]) with ordinality as pg(id_anuncio, pos) ${JUNCOES}
  order by pg.pos`
