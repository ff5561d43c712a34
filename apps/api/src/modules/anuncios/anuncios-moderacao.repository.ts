import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, produtos } from '../../db/schema/back-office.ts'
import { campoDe } from '../../lib/queries.ts'

export const anunciosModeracaoRepository = {
  /** The listing's seller, whatever its status: a listing shown as unavailable can still be reported. */
  async vendedorDe(db: Executor, idAnuncio: number) {
    return campoDe(db, anuncios.id_usuario_vendedor, anuncios.id_anuncio, idAnuncio)
  },

  /** Answers the product's name, for the seller's notification. */
  async desativarPorDenuncias(db: Executor, idAnuncio: number) {
    const [row] = await db
      .update(anuncios)
      .set({
        status_anuncio: 'inativo',
        desativado_por_denuncias_em: sql`now()`,
        data_alteracao: sql`now()`,
      })
      .from(produtos)
      .where(and(eq(anuncios.id_anuncio, idAnuncio), eq(produtos.id_produto, anuncios.id_produto)))
      .returning({ nome: produtos.nome })
    return row?.nome ?? ''
  },

  /**
   * Active again, if it is still the listing reports deactivated (the seller may have changed it
   * since); answers the product's name, or null when there was nothing to restore.
   */
  async restaurar(db: Executor, idAnuncio: number) {
    const [row] = await db
      .update(anuncios)
      .set({ status_anuncio: 'ativo', desativado_por_denuncias_em: null, data_alteracao: sql`now()` })
      .from(produtos)
      .where(
        and(
          eq(anuncios.id_anuncio, idAnuncio),
          isNotNull(anuncios.desativado_por_denuncias_em),
          eq(produtos.id_produto, anuncios.id_produto),
        ),
      )
      .returning({ nome: produtos.nome })
    return row?.nome ?? null
  },

  /** The product's name of the listing, or null. */
  async nomeDe(db: Executor, idAnuncio: number) {
    const [row] = await db
      .select({ nome: produtos.nome })
      .from(anuncios)
      .innerJoin(produtos, eq(produtos.id_produto, anuncios.id_produto))
      .where(eq(anuncios.id_anuncio, idAnuncio))
    return row?.nome ?? null
  },
}
