import {
  FAVORITO_MSG,
  FAVORITOS_ALTERACOES_POR_MINUTO,
  FavoritoParams,
  FavoritoResponse,
  FavoritosIds,
  FavoritosPagina,
  FavoritosQuery,
} from '@recria/domain/favorito'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { TooManyRequests } from '../../lib/errors.ts'
import { buyerOnly, requireBuyer } from '../../lib/guards.ts'
import { createRateLimiter, perUser } from '../../lib/rate-limit.ts'
import { routeOptions } from '../../lib/route.ts'
import { MessageResponse } from '../../lib/schemas.ts'
import type { FavoritosService } from './favoritos.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface FavoritosRotas {
  deps: Deps
  favoritos: { favoritos: FavoritosService }
}

/** The signed-in buyer's own favourites: the session names the user, the path only the listing. */
export const favoritosRoutes: FastifyPluginAsyncZod<FavoritosRotas> = async (app, { deps, favoritos }) => {
  const service = favoritos.favoritos
  const route = routeOptions(['favoritos'])
  const byListing = { params: FavoritoParams }
  const limite = createRateLimiter(deps.db, 60)
  /** The buyer, once their add or remove is counted (429 past the minute's allowance). */
  async function contado(req: Parameters<typeof requireBuyer>[0]) {
    const user = await requireBuyer(req)
    try {
      await limite.hit([perUser('favorito', user.id_usuario, FAVORITOS_ALTERACOES_POR_MINUTO)])
    } catch (err) {
      if (err instanceof TooManyRequests)
        throw new TooManyRequests(err.retryAfter, FAVORITO_MSG.muitasAlteracoes)
      throw err
    }
    return user
  }

  app.get(
    '/favoritos',
    route(buyerOnly, { querystring: FavoritosQuery }, { 200: FavoritosPagina }),
    async (req) => service.pagina((await requireBuyer(req)).id_usuario, req.query),
  )

  app.get('/favoritos/ids', route(buyerOnly, {}, { 200: FavoritosIds }), async (req) =>
    service.ids((await requireBuyer(req)).id_usuario),
  )

  app.put(
    '/favoritos/:id_anuncio',
    route(buyerOnly, byListing, { 200: FavoritoResponse, 201: FavoritoResponse }),
    async (req, reply) => {
      const { criado, favorito } = await service.adicionar(
        (await contado(req)).id_usuario,
        req.params.id_anuncio,
      )
      return reply.status(criado ? 201 : 200).send(favorito)
    },
  )

  app.delete('/favoritos/:id_anuncio', route(buyerOnly, byListing, { 200: MessageResponse }), async (req) =>
    service.remover((await contado(req)).id_usuario, req.params.id_anuncio),
  )
}
