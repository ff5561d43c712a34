import { AnuncioCreateSchema, AnuncioResponse, AnuncioUpdateSchema } from '@recria/domain/anuncio'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { AnuncioPageResponse, ListQuery } from './anuncios.schema.ts'
import { catalogoRoutes } from './catalogo.routes.ts'

export const anunciosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = ctx.services.anuncios
  const route = routeOptions(['anuncios'])
  await app.register(catalogoRoutes, ctx)

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
      ...ctx.vitrine?.rota('anuncio', (req) => req.params),
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
