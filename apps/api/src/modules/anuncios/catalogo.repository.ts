// The storefront's page (decision 012, 014): which listings, in which order and how many are read
// from the search documents (anuncios_busca) alone, through the index of the ordering; only the
// page's rows are then joined to their listing, product, seller and conversion — one statement.
import type { CatalogoFiltros, Ordenacao } from '@recria/domain/catalogo'
import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/** Buyable now: listing and product active, seller connected (`visivel`) and not blocked today. */
const VISIVEL = sql`visivel and (vendedor_bloqueado_ate is null or vendedor_bloqueado_ate <= now())`

type Chave = Exclude<Ordenacao, 'relevancia'>

/**
 * Each ordering as its index is built (drizzle-kit writes `desc nulls last`; `maior_preco` walks the
 * price index backwards), ending with the id so that pages never overlap; and the columns it needs,
 * all held by that index, so a browse is an index-only scan.
 */
const ORDENS: Record<Chave, { colunas: string; ordem: string }> = {
  recentes: { colunas: 'data_criacao', ordem: 'data_criacao desc nulls last, id_anuncio desc nulls last' },
  menor_preco: { colunas: 'preco_centavos', ordem: 'preco_centavos, id_anuncio' },
  maior_preco: {
    colunas: 'preco_centavos',
    ordem: 'preco_centavos desc nulls first, id_anuncio desc nulls first',
  },
  avaliacao: {
    colunas: 'nota, data_criacao',
    ordem: 'nota desc nulls last, data_criacao desc nulls last, id_anuncio desc nulls last',
  },
}
/** Name matches (camada 1) before the others (2), the newest first within each. */
const RELEVANCIA = { colunas: 'data_criacao', ordem: `camada, ${ORDENS.recentes.ordem}` }

export interface PaginaCatalogo {
  filtros: CatalogoFiltros
  /** tsquery text (catalogo-busca.ts), when searching. */
  consulta: string | null
  offset: number
  /** Count at most this many matches (DESIGN §5). */
  cap: number
}

function filtrosSql({ preco_min_centavos: min, preco_max_centavos: max, forma_pagamento }: CatalogoFiltros) {
  const parts: SQL[] = [VISIVEL]
  if (min !== undefined) parts.push(sql`preco_centavos >= ${min}`)
  if (max !== undefined) parts.push(sql`preco_centavos <= ${max}`)
  if (forma_pagamento !== 'todos') parts.push(sql`forma_de_pagamento = ${forma_pagamento}`)
  return sql.join(parts, sql` and `)
}

/**
 * The ids (and sort keys) of the first `cap` matches in order. A search ranked by relevance is two
 * walks, the name matches then the rest, each newest first; the second runs only when the first
 * gives fewer than `cap` rows (an Append under a limit stops early).
 */
function candidatos({ filtros, consulta, cap }: PaginaCatalogo, chave: Chave | 'relevancia') {
  const onde = filtrosSql(filtros)
  const q = sql`${consulta}::tsquery`
  if (chave === 'relevancia' && consulta) {
    const camada = (n: 1 | 2, match: SQL) =>
      sql`(select id_anuncio, ${sql.raw(String(n))} as camada, data_criacao from anuncios_busca
        where ${onde} and ${match} order by ${sql.raw(ORDENS.recentes.ordem)} limit ${cap})`
    return sql`${camada(1, sql`documento_nome @@ ${q}`)}
      union all ${camada(2, sql`documento @@ ${q} and not documento_nome @@ ${q}`)}
      limit ${cap}`
  }
  const ordem = ORDENS[chave === 'relevancia' ? 'recentes' : chave]
  const busca = consulta ? sql` and documento @@ ${q}` : sql``
  return sql`select id_anuncio, ${sql.raw(ordem.colunas)} from anuncios_busca where ${onde}${busca}
    order by ${sql.raw(ordem.ordem)} limit ${cap}`
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

export const catalogoRepository = {
  /**
   * One page and the capped count, in one statement. The count comes first so that a page past the
   * end still answers the total (one row with a null id).
   */
  async pagina(db: Executor, p: PaginaCatalogo, limit: number) {
    const chave = p.filtros.ordenar === 'relevancia' && !p.consulta ? 'recentes' : p.filtros.ordenar
    const { ordem } = chave === 'relevancia' ? RELEVANCIA : ORDENS[chave]
    const { rows } = await db.execute<CardRow>(sql`
      with m as (${candidatos(p, chave)}),
      pagina as (
        select id_anuncio, row_number() over (order by ${sql.raw(ordem)}) as pos
        from m order by ${sql.raw(ordem)} offset ${p.offset} limit ${limit}
      )
      select t.total, x.* from (select count(*)::int as total from m) t
      left join lateral (
        select a.id_anuncio, a.forma_de_pagamento, a.creditos_aceitos, a.valor_conversao_centavos,
          pr.id_produto, pr.nome as nome_produto, pr.preco_centavos, pr.imagem,
          u.id_usuario, u.nome as nome_vendedor,
          c.id_conversao, c.valor_multiplicavel,
          mp.id_materia_prima, mp.nome_materia_prima, mp.unidade_medida, pg.pos
        from pagina pg
        join anuncios a on a.id_anuncio = pg.id_anuncio
        join produtos pr on pr.id_produto = a.id_produto
        join usuarios u on u.id_usuario = a.id_usuario_vendedor
        left join conversoes c on c.id_conversao = a.id_conversao
        left join materias_primas mp on mp.id_materia_prima = a.id_materia_prima
      ) x on true
      order by x.pos`)
    return { total: rows[0]?.total ?? 0, itens: rows.filter((r) => r.id_anuncio !== null) }
  },

  /**
   * Product names for the search box: the first matches by relevance (name matches first, newest
   * first), one per distinct name (as the search folds it), in that order.
   */
  async sugestoes(db: Executor, consulta: string, max: number) {
    const filtros = { forma_pagamento: 'todos', ordenar: 'relevancia' } as CatalogoFiltros
    const { rows } = await db.execute<{ nome: string }>(sql`
      with m as (${candidatos({ filtros, consulta, offset: 0, cap: max * 5 }, 'relevancia')}),
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
