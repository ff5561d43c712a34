// The listings a buyer holds or is about to add (the cart): the catalogue card's own join, plus what
// says whether each can still be bought, for many ids in one statement.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { CardRow } from './catalogo.repository.ts'
import { CARTOES, JUNCOES } from './catalogo-sql.ts'

export type CompraRow = CardRow & {
  status_anuncio: 'ativo' | 'inativo'
  /** Listing and product active, seller connected (the search document's `visivel`). */
  visivel: boolean
  bloqueado: boolean
}

export const anunciosCompraRepository = {
  async cartoes(db: Executor, ids: readonly number[]): Promise<CompraRow[]> {
    if (!ids.length) return []
    const { rows } = await db.execute(sql`${CARTOES}, a.status_anuncio,
        coalesce(b.visivel, false) as visivel,
        coalesce(b.vendedor_bloqueado_ate > now(), false) as bloqueado
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as pg(id_anuncio, pos) ${JUNCOES}
      left join anuncios_busca b on b.id_anuncio = a.id_anuncio
      order by pg.pos`)
    return rows as CompraRow[]
  },
}
