import { AnuncioCreateSchema, AnuncioResponse, AnuncioUpdateSchema } from '@recria/domain/anuncio'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CacheRespostas } from '../../lib/cache-respostas.ts'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import { AnuncioPageResponse, ListQuery } from './anuncios.schema.ts'
import type { AnunciosService } from './anuncios.service.ts'
import { catalogoRoutes } from './catalogo.routes.ts'
import type { CatalogoService } from './catalogo.service.ts'

/** What these routes are handed: the part of their module's face they use, the answers kept in memory. */
export interface AnunciosRotas {
  anuncios: { anuncios: AnunciosService; catalogo: CatalogoService }
  vitrine?: CacheRespostas
}

export const anunciosRoutes: FastifyPluginAsyncZod<AnunciosRotas> = async (app, opcoes) => {
  const service = opcoes.anuncios.anuncios
  const route = routeOptions(['anuncios'])
  await app.register(catalogoRoutes, opcoes)

  app.get(
    '/anuncios/usuario/:id',
    route(ownSellerData, { ...byId, querystring: ListQuery }, { 200: AnuncioPageResponse }),
    async (req) => service.list(req.params.id, req.query),
  )

  // The same listing page for everyone: kept once per listing (decision 037).
  app.get(
    '/anuncios/:id',
    {
      ...route(anyone, byId, { 200: AnuncioResponse }),
      ...opcoes.vitrine?.rota('anuncio', (req) => req.params),
    },
    async (req) => service.getForBuyer(req.params.id),
  )

  app.post(
    '/anuncios',
    route(sellerOnly, { body: AnuncioCreateSchema }, { 201: AnuncioResponse }),
    async (req, reply) => {
      const created = await service.create(await requireSeller(req), req.body)
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/anuncios/:id',
    route(sellerOnly, { ...byId, body: AnuncioUpdateSchema }, { 200: AnuncioResponse }),
    async (req) => service.update(await requireSeller(req), req.params.id, req.body),
  )

  app.delete('/anuncios/:id', route(sellerOnly, byId, { 200: MessageResponse }), async (req) =>
    service.remove(await requireSeller(req), req.params.id),
  )
}
