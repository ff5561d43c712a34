import { FAVORITO_MSG, FAVORITOS_MAX, type FavoritosPagina } from '@recria/domain/favorito'
import type { Deps } from '../../deps.ts'
import { BusinessRule, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { CatalogoService } from '../anuncios/anuncios.module.ts'
import { favoritosRepository as repo } from './favoritos.repository.ts'

const toFavorito = (row: { id_anuncio: number; criado_em: Date }) => ({
  id_anuncio: row.id_anuncio,
  criado_em: row.criado_em.toISOString(),
})

/**
 * A buyer's favourite listings: anyone with the buyer profile keeps their own, never a
 * listing of their own, at most FAVORITOS_MAX. Adding and removing are idempotent. The list shows
 * each listing's catalogue card, greyed with the reason when it cannot be bought now.
 */
export function createFavoritosService(
  { db }: Pick<Deps, 'db'>,
  { catalogo }: { catalogo: CatalogoService },
) {
  return {
    /** PUT /favoritos/{id}: `criado` tells a new favourite (201) from one that already was (200). */
    async adicionar(idUsuario: number, idAnuncio: number) {
      const vendedor = await catalogo.vendedorDe(idAnuncio)
      if (vendedor === null) throw new NotFound(FAVORITO_MSG.anuncioNaoEncontrado)
      if (vendedor === idUsuario) throw new BusinessRule(FAVORITO_MSG.proprioAnuncio)
      return db
        .transaction(async (tx) => {
          await repo.lockUser(tx, idUsuario)
          const existente = await repo.find(tx, idUsuario, idAnuncio)
          if (existente) return { criado: false, favorito: toFavorito(existente) }
          if ((await repo.countOf(tx, idUsuario)) >= FAVORITOS_MAX)
            throw new BusinessRule(FAVORITO_MSG.limite)
          const row = await repo.insert(tx, idUsuario, idAnuncio)
          if (!row) throw new Error('favorito não inserido')
          return { criado: true, favorito: toFavorito(row) }
        })
        .catch((error) => {
          // The listing was deleted meanwhile.
          if (pgErrorCode(error) === '23503') throw new NotFound(FAVORITO_MSG.anuncioNaoEncontrado)
          throw error
        })
    },

    /** DELETE /favoritos/{id}: gone afterwards, whether it was there or not. */
    async remover(idUsuario: number, idAnuncio: number) {
      await repo.delete(db, idUsuario, idAnuncio)
      return { mensagem: FAVORITO_MSG.removido }
    },

    /** GET /favoritos: the user's own, newest first, two statements and the cards' one. */
    async pagina(
      idUsuario: number,
      { page, limit }: { page: number; limit: number },
    ): Promise<FavoritosPagina> {
      const [total, rows] = await Promise.all([
        repo.countOf(db, idUsuario),
        repo.pagina(db, idUsuario, { limit, offset: (page - 1) * limit }),
      ])
      const cartoes = await catalogo.cartoes(rows.map((r) => r.id_anuncio))
      const porId = new Map(cartoes.map((c) => [c.anuncio.id_anuncio, c]))
      const itens = rows.flatMap((r) => {
        const cartao = porId.get(r.id_anuncio)
        return cartao ? [{ ...toFavorito(r), ...cartao }] : []
      })
      return { itens, total, pagina: page, total_paginas: Math.ceil(total / limit) }
    },

    /** GET /favoritos/ids */
    async ids(idUsuario: number) {
      return { ids: await repo.ids(db, idUsuario) }
    },
  }
}

export type FavoritosService = ReturnType<typeof createFavoritosService>
