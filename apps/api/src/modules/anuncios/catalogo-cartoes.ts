// The catalogue's cards of given listings, whatever their state, with whether each can be bought now
// and why not (the favourites list): one named statement for any number of ids.
import type { MotivoIndisponivel } from '@recria/domain/favorito'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { toAnuncioCatalogo } from './catalogo.presenter.ts'
import type { CardRow } from './catalogo.repository.ts'
import { CARTOES, JUNCOES } from './catalogo-sql.ts'

type CartaoRow = CardRow & { status_anuncio: 'ativo' | 'inativo'; motivo: MotivoIndisponivel | null }

/**
 * Buyable as the catalogue shows it (its search document visible, the seller not blocked today), or
 * the first reason it is not: the seller's account closed, the seller blocked or suspended, the
 * listing or its product deactivated, else the seller not connected to receive payments.
 */
const texto = new PgDialect().sqlToQuery(sql`${CARTOES}, a.status_anuncio,
    case
      when u.excluido_em is not null then 'vendedor_excluido'
      when u.suspenso_em is not null or u.bloqueado_ate > now() then 'vendedor_bloqueado'
      when a.status_anuncio <> 'ativo' or pr.status_produto <> 'ativo' then 'inativo'
      when b.visivel is not true then 'indisponivel'
    end as motivo
  from unnest(${sql.raw('$1')}::int[]) with ordinality as pg(id_anuncio, pos) ${JUNCOES}
  left join anuncios_busca b on b.id_anuncio = a.id_anuncio
  order by pg.pos`).sql

/** The cards of `ids`, in that order (ids of deleted listings are left out). */
export async function cartoesComDisponibilidade(db: Db, ids: number[]) {
  if (!ids.length) return []
  const { rows } = await db.$client.query<CartaoRow>({
    name: 'catalogo_cartoes_disponibilidade',
    text: texto,
    values: [ids],
  })
  return rows.map((row) => ({
    anuncio: { ...toAnuncioCatalogo(row), status: row.status_anuncio },
    disponivel: row.motivo === null,
    motivo_indisponivel: row.motivo,
  }))
}

/** The seller of a listing, or null when there is no such listing. */
export async function vendedorDoAnuncio(db: Db, idAnuncio: number) {
  const { rows } = await db.$client.query<{ id: number }>(
    'select id_usuario_vendedor as id from anuncios where id_anuncio = $1',
    [idAnuncio],
  )
  return rows[0]?.id ?? null
}
