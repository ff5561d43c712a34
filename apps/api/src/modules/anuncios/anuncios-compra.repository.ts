// The listings a buyer holds or is about to add (the cart, the checkout): the catalogue card's own
// columns, plus what says whether each can still be bought, for many ids in one statement, named, on
// the caller's transaction when it passes one.
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { umaVezPorExecutor } from '../../lib/queries.ts'
import { type CompraRow, colunasParaCompra } from './anuncios-compra.colunas.ts'

/** Built once per executor (the pool's, or a transaction's): building it cost more than running it. */
const paraCompra = umaVezPorExecutor((db: Executor) =>
  db
    .select(colunasParaCompra)
    .from(anuncios)
    .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
    .innerJoin(usuarios, eq(usuarios.id_usuario, anuncios.id_usuario_vendedor))
    .where(sql`${anuncios.id_anuncio} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('anuncios_para_compra'),
)

export const anunciosCompraRepository = {
  /** The listings of `ids` that exist, in no particular order. */
  async cartoes(db: Executor, ids: readonly number[]): Promise<CompraRow[]> {
    if (!ids.length) return []
    return (await paraCompra(db).execute({ ids: [...ids] })) as CompraRow[]
  },
}
