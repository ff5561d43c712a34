// The storefront's page (decision 012, 014): which listings, in which order and how many are read
// from the search documents (anuncios_busca) alone, through the index of the ordering; only the
// page's rows are then joined to their listing, product, seller and conversion — one statement.
import type { CatalogoFiltros, Ordenacao } from '@recria/domain/catalogo'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

/** Buyable now: listing and product active, seller connected (`visivel`) and not blocked today. */
const VISIVEL = sql`visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())`

type Chave = Exclude<Ordenacao, 'relevancia'>

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
  /** Count at most this many matches (DESIGN §5). */
  cap: number
}

/**
 * Numbers and the payment form of a plain browse written into the statement itself: with no
 * parameter left, PostgreSQL plans a named statement once per connection and reuses the plan (the
 * planning of the page's joins costs more than running it). Only values the schema has validated.
 */
type Valor = (n: number | string) => SQL
const parametro: Valor = (n) => sql`${n}`
const literal: Valor = (n) => {
  if (typeof n === 'number' && Number.isSafeInteger(n)) return sql.raw(String(n))
  if (n === 'padrao' || n === 'sustentavel') return sql.raw(`'${n}'`)
  throw new Error(`valor não literal: ${n}`)
}

function filtrosSql(
  { preco_min_centavos: min, preco_max_centavos: max, forma_pagamento }: CatalogoFiltros,
  v: Valor,
) {
  const parts: SQL[] = [VISIVEL]
  if (min !== undefined) parts.push(sql`preco_centavos >= ${v(min)}`)
  if (max !== undefined) parts.push(sql`preco_centavos <= ${v(max)}`)
  if (forma_pagamento !== 'todos') parts.push(sql`forma_de_pagamento = ${v(forma_pagamento)}`)
  return sql.join(parts, sql` and `)
}

/**
 * The ids of the first `cap` matches in order (and, ranked by relevance, their tier). A search ranked
 * by relevance is two walks, the name matches then the rest, each newest first; the second runs only
 * when the first gives fewer rows than asked for (an Append under a limit stops early).
 */
function candidatos({ filtros, consulta, cap }: PaginaCatalogo, chave: Chave | 'relevancia', v: Valor) {
  const onde = filtrosSql(filtros, v)
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

export type CardRow = {
  total: number
  id_anuncio: number | null
  forma_de_pagamento: string
  creditos_aceitos: number
  valor_conversao_centavos: number | null
  id_produto: number
  nome_produto: string
  preco_centavos: number
  imagem: string | null
  id_usuario: number
  nome_vendedor: string
  id_conversao: number | null
  valor_multiplicavel: string | null
  id_materia_prima: number | null
  nome_materia_prima: string | null
  unidade_medida: string | null
}

const CACHEAVEIS = new Set([12, 24, 48])
const dialect = new PgDialect()
/** The text of each named statement, built once (it depends on the name only). */
const nomeados = new Map<string, { sql: string; params: unknown[] }>()

/**
 * The page and its capped count (see `pagina`), as text and parameters. A browse walks its index
 * twice (to count, then to the page: cheaper than keeping thousands of rows for a deep page); a
 * search finds its candidates once (a planned search costs more to plan twice than to keep).
 */
function paginaSql(p: PaginaCatalogo, chave: Chave | 'relevancia', v: Valor, limit: number) {
  const ids = candidatos(p, chave, v)
  const [cte, contados, ordenados] = p.consulta
    ? [sql`with m as materialized (${ids})`, sql`m`, sql`m`]
    : [sql``, sql`(${ids}) c`, sql`(${ids}) m`]
  return dialect.sqlToQuery(sql`${cte}
      select t.total, x.* from (select count(*)::int as total from ${contados}) t
      left join lateral (
        select a.id_anuncio, a.forma_de_pagamento, a.creditos_aceitos, a.valor_conversao_centavos,
          pr.id_produto, pr.nome as nome_produto, pr.preco_centavos, pr.imagem,
          u.id_usuario, u.nome as nome_vendedor,
          c.id_conversao, c.valor_multiplicavel,
          mp.id_materia_prima, mp.nome_materia_prima, mp.unidade_medida, pg.pos
        from (select id_anuncio, row_number() over () as pos
              from (select id_anuncio from ${ordenados} offset ${v(p.offset)} limit ${v(limit)}) m) pg
        join anuncios a on a.id_anuncio = pg.id_anuncio
        join produtos pr on pr.id_produto = a.id_produto
        join usuarios u on u.id_usuario = a.id_usuario_vendedor
        left join conversoes c on c.id_conversao = a.id_conversao
        left join materias_primas mp on mp.id_materia_prima = a.id_materia_prima
      ) x on true
      order by x.pos`)
}

export const catalogoRepository = {
  /**
   * One page and the capped count, in one statement: the count's walk and the page's walk read the
   * same index (for a browse, only the index); only the page's rows are joined. The count comes
   * first so that a page past the end still answers the total (one row with a null id).
   */
  async pagina(db: Db, p: PaginaCatalogo, limit: number) {
    const chave = p.filtros.ordenar === 'relevancia' && !p.consulta ? 'recentes' : p.filtros.ordenar
    const f = p.filtros
    // A browse of the first pages, without price bounds: a bounded set of statements to name.
    const nome =
      !p.consulta &&
      f.preco_min_centavos === undefined &&
      f.preco_max_centavos === undefined &&
      f.page <= 10 &&
      CACHEAVEIS.has(limit)
        ? `catalogo_${chave}_${f.forma_pagamento}_${f.page}_${limit}`
        : undefined
    const query = (nome && nomeados.get(nome)) || paginaSql(p, chave, nome ? literal : parametro, limit)
    if (nome) nomeados.set(nome, query)
    const { rows } = await db.$client.query<CardRow>({ name: nome, text: query.sql, values: query.params })
    return { total: rows[0]?.total ?? 0, itens: rows.filter((r) => r.id_anuncio !== null) }
  },

  /**
   * Product names for the search box: the first matches by relevance (name matches first, newest
   * first), one per distinct name (as the search folds it), in that order.
   */
  async sugestoes(db: Db, consulta: string, max: number) {
    const filtros = { forma_pagamento: 'todos', ordenar: 'relevancia' } as CatalogoFiltros
    const { rows } = await db.execute<{ nome: string }>(sql`
      with m as (${candidatos({ filtros, consulta, offset: 0, cap: max * 5 }, 'relevancia', parametro)}),
      nomes as (
        select distinct on (b.nome) pr.nome, m.camada, m.data_criacao, m.id_anuncio
        from m
        join anuncios_busca b on b.id_anuncio = m.id_anuncio
        join anuncios a on a.id_anuncio = m.id_anuncio
        join produtos pr on pr.id_produto = a.id_produto
        order by b.nome, m.camada, m.data_criacao desc, m.id_anuncio desc
      )
      select nome from nomes order by camada, data_criacao desc, id_anuncio desc limit ${max}`)
    return rows.map((r) => r.nome)
  },
}
