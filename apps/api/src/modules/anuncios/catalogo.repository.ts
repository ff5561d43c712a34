// The storefront's page and suggestions (decision 012, 014), run as catalogo-sql.ts writes them.
// Statements whose plan does not depend on what was asked are named: PostgreSQL plans them once per
// connection (planning the page's joins costs more than running them).
import type { CatalogoFiltros } from '@recria/domain/catalogo'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  type Chave,
  candidatos,
  cartoesSql,
  type PaginaCatalogo,
  paginaComCartoesSql,
  paginaSql,
  parametro,
} from './catalogo-sql.ts'

export type { PaginaCatalogo }

export type CardRow = {
  id_anuncio: number
  forma_de_pagamento: string
  creditos_aceitos: number
  valor_conversao_centavos: number | null
  id_produto: number
  nome_produto: string
  preco_centavos: number
  imagem: string | null
  /** Image 1's narrower widths (its gallery row), for the card's `srcset`; absent where not read. */
  imagem_320?: string | null
  imagem_640?: string | null
  imagem_largura?: number | null
  id_usuario: number
  nome_vendedor: string
  id_conversao: number | null
  valor_multiplicavel: string | null
  id_materia_prima: number | null
  nome_materia_prima: string | null
  unidade_medida: string | null
  /** The product's kept average and count of reviews (decision 019). */
  rating: number
  total_avaliacoes: number
}
type Contada<T> = { total: number } & { [K in keyof T]: T[K] | null }

const dialect = new PgDialect()
/** The text of each named statement, built once (it depends on the name only). */
const textos = new Map<string, { sql: string; params: unknown[] }>()

async function executar<T>(db: Db, query: SQL | (() => SQL), nome?: string, values?: unknown[]) {
  let texto = nome ? textos.get(nome) : undefined
  if (!texto) texto = dialect.sqlToQuery(typeof query === 'function' ? query() : query)
  if (nome) textos.set(nome, texto)
  const { rows } = await db.$client.query<T & Record<string, unknown>>({
    name: nome,
    text: texto.sql,
    values: values ?? texto.params,
  })
  return rows
}

const CACHEAVEIS = new Set([12, 24, 48])

/** A browse of the first pages without price bounds: a bounded set of statements to name. */
function nomeDaNavegacao(
  { filtros: f, consulta }: PaginaCatalogo,
  chave: Chave | 'relevancia',
  limit: number,
) {
  const navegacao =
    !consulta &&
    chave !== 'relevancia' &&
    f.preco_min_centavos === undefined &&
    f.preco_max_centavos === undefined &&
    f.id_vendedor === undefined &&
    f.page <= 10 &&
    CACHEAVEIS.has(limit)
  return navegacao && f.materia === undefined
    ? `catalogo_${chave}_${f.forma_pagamento}_${f.categoria ?? 'todas'}_${f.page}_${limit}`
    : undefined
}

export const catalogoRepository = {
  /** One page and the capped count. A page past the end still answers the total. */
  async pagina(db: Db, p: PaginaCatalogo, limit: number) {
    const chave = p.filtros.ordenar === 'relevancia' && !p.consulta ? 'recentes' : p.filtros.ordenar
    const nome = nomeDaNavegacao(p, chave, limit)
    if (nome && chave !== 'relevancia') {
      const rows = await executar<Contada<CardRow>>(db, () => paginaComCartoesSql(p, chave, limit), nome)
      return {
        total: rows[0]?.total ?? 0,
        itens: rows.filter((r): r is CardRow & { total: number } => r.id_anuncio !== null),
      }
    }
    const pagina = await executar<{ total: number; id_anuncio: number | null }>(
      db,
      paginaSql(p, chave, limit),
    )
    const ids = pagina.flatMap((r) => (r.id_anuncio === null ? [] : [r.id_anuncio]))
    const itens = ids.length ? await executar<CardRow>(db, cartoesSql, 'catalogo_cartoes', [ids]) : []
    return { total: pagina[0]?.total ?? 0, itens }
  },

  /**
   * Product names for the search box: the first matches by relevance (name matches first, newest
   * first), one per distinct name (as the search folds it), in that order.
   */
  async sugestoes(db: Db, consulta: string, max: number) {
    const filtros = { forma_pagamento: 'todos', ordenar: 'relevancia' } as CatalogoFiltros
    const m = candidatos({ filtros, consulta, offset: 0, cap: max * 5 }, 'relevancia', parametro)
    const rows = await executar<{ nome: string }>(
      db,
      sql`with m as (${m}),
      nomes as (
        select distinct on (b.nome) pr.nome, m.camada, m.data_criacao, m.id_anuncio
        from m
        join anuncios_busca b on b.id_anuncio = m.id_anuncio
        join anuncios a on a.id_anuncio = m.id_anuncio
        join produtos pr on pr.id_produto = a.id_produto
        order by b.nome, m.camada, m.data_criacao desc, m.id_anuncio desc
      )
      select nome from nomes order by camada, data_criacao desc, id_anuncio desc limit ${max}`,
    )
    return rows.map((r) => r.nome)
  },
}
