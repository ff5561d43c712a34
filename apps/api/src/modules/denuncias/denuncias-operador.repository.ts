// The operator's view of the reports themselves (decision 024): grouped by listing, or, once a listing
// is deleted (its reports keep a null listing), by seller under a null listing.
import type { SituacaoDenuncias } from '@recria/domain/operador-denuncias'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { denuncias } from '../../db/schema/catalogo.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { contains, type PageSlice } from '../../lib/pagination.ts'
import type { DenunciaLidaRow } from './moderacao.repository.ts'

/** Reports shown per listing: the counts are the whole listing's. */
const DENUNCIAS_POR_ANUNCIO = 50

export interface GrupoDenunciasRow {
  id_anuncio: number | null
  nome_anuncio: string | null
  status_anuncio: string | null
  id_vendedor: number
  nome_vendedor: string
  grupos_contados: number
  total_denuncias: number
  abertas: number
  ultima_denuncia: Date | string
}

export interface DenunciaDoGrupoRow extends DenunciaLidaRow {
  id_vendedor: number
  id_anuncio: number | null
  id_denunciante: number
}

/**
 * The groups with their counts, listing and seller, filtered: the page and its total are read from
 * it. The distinct groups among counted, open reports are what the listing's threshold compares
 * (denuncias.repository.ts `contarGrupos`).
 */
function grupos(situacao: SituacaoDenuncias, busca: string | undefined) {
  const abertas = sql`count(*) filter (where d.dispensada_em is null)`
  const filtro: SQL[] = []
  if (busca) filtro.push(sql`(${contains(sql`p.nome`, busca)} or ${contains(sql`v.nome`, busca)})`)
  return sql`
    with g as (
      select d.id_usuario_vendedor, d.id_anuncio,
             count(distinct coalesce(d.grupo_denunciante, d.id_usuario_denunciante))
               filter (where d.contada and d.dispensada_em is null)::int as grupos_contados,
             count(*)::int as total_denuncias,
             ${abertas}::int as abertas,
             max(d.data_criacao) as ultima_denuncia
      from ${denuncias} d
      group by d.id_usuario_vendedor, d.id_anuncio
      ${situacao === 'abertas' ? sql`having ${abertas} > 0` : sql``}
    )
    select g.id_anuncio, p.nome as nome_anuncio, a.status_anuncio, g.id_usuario_vendedor as id_vendedor,
           v.nome as nome_vendedor, g.grupos_contados, g.total_denuncias, g.abertas, g.ultima_denuncia
    from g
    join ${usuarios} v on v.id_usuario = g.id_usuario_vendedor
    left join ${anuncios} a on a.id_anuncio = g.id_anuncio
    left join ${produtos} p on p.id_produto = a.id_produto
    ${filtro.length > 0 ? sql`where ${sql.join(filtro, sql` and `)}` : sql``}`
}

export const denunciasOperadorRepository = {
  /** A page of reported listings, the newest report first, and how many there are. */
  async pagina(
    db: Executor,
    { situacao, busca }: { situacao: SituacaoDenuncias; busca?: string | undefined },
    { limit, offset }: PageSlice,
  ) {
    const base = grupos(situacao, busca)
    const [{ rows }, { rows: contados }] = await Promise.all([
      db.execute<GrupoDenunciasRow & Record<string, unknown>>(sql`
        ${base}
        order by g.ultima_denuncia desc, g.id_anuncio desc nulls last, g.id_usuario_vendedor desc
        limit ${limit} offset ${offset}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from (${base}) t`),
    ])
    return { rows, total: contados[0]?.total ?? 0 }
  },

  /** The reports of each group, newest first, in one query (up to 50 per group). */
  async denunciasDosGrupos(
    db: Executor,
    chaves: { id_vendedor: number; id_anuncio: number | null }[],
  ): Promise<DenunciaDoGrupoRow[]> {
    if (chaves.length === 0) return []
    const valores = sql.join(
      chaves.map((c) => sql`(${c.id_vendedor}::int, ${c.id_anuncio}::int)`),
      sql`, `,
    )
    const { rows } = await db.execute<DenunciaDoGrupoRow & Record<string, unknown>>(sql`
      select g.id_vendedor, g.id_anuncio, d.id_denuncia, d.id_usuario_denunciante as id_denunciante,
             u.nome as nome_denunciante, d.motivo, d.descricao, d.data_criacao, d.contada,
             d.dispensada_em is not null as dispensada
      from (values ${valores}) as g(id_vendedor, id_anuncio)
      cross join lateral (
        select * from ${denuncias} d
        where d.id_usuario_vendedor = g.id_vendedor and d.id_anuncio is not distinct from g.id_anuncio
        order by d.data_criacao desc, d.id_denuncia desc
        limit ${DENUNCIAS_POR_ANUNCIO}
      ) d
      join ${usuarios} u on u.id_usuario = d.id_usuario_denunciante
      order by d.data_criacao desc, d.id_denuncia desc`)
    return rows
  },

  /** The listing's open reports are dismissed now: answers their ids. */
  async dispensarDoAnuncio(db: Executor, idAnuncio: number) {
    const rows = await db
      .update(denuncias)
      .set({ dispensada_em: sql`now()` })
      .where(and(eq(denuncias.id_anuncio, idAnuncio), isNull(denuncias.dispensada_em)))
      .returning({ id_denuncia: denuncias.id_denuncia })
    return rows.map((r) => r.id_denuncia).sort((a, b) => a - b)
  },
}
