import { ConversaoCreateSchema, ConversaoResponse, ConversaoUpdateSchema } from '@recria/domain/conversao'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import { ConversaoListQuery, ConversaoPage } from './conversoes.schema.ts'
import type { ConversoesService } from './conversoes.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface ConversoesRotas {
  conversoes: { conversoes: ConversoesService }
}

export const conversoesRoutes: FastifyPluginAsyncZod<ConversoesRotas> = async (app, { conversoes }) => {
  const service = conversoes.conversoes
  const route = routeOptions(['conversoes'])

  app.get(
    '/conversoes/usuario/:id',
    route(ownSellerData, { ...byId, querystring: ConversaoListQuery }, { 200: ConversaoPage }),
    async (req) => service.list(req.params.id, req.query),
  )

  app.get('/conversoes/:id', route(sellerOnly, byId, { 200: ConversaoResponse }), async (req) =>
    service.get(req.params.id, await requireSeller(req)),
  )

  // `id_usuario_vendedor` in the body is dropped by the schema: the seller is the session's.
  app.post(
    '/conversoes',
    route(sellerOnly, { body: ConversaoCreateSchema }, { 201: ConversaoResponse }),
    async (req, reply) => {
      const created = await service.create(req.body, await requireSeller(req))
      return reply.status(201).send(created)
    },
  )

  // `id_materia_prima` in the body is dropped by the schema: the raw material never changes.
  app.put(
    '/conversoes/:id',
    route(sellerOnly, { ...byId, body: ConversaoUpdateSchema }, { 200: ConversaoResponse }),
    async (req) => service.update(req.params.id, req.body, await requireSeller(req)),
  )

  app.delete('/conversoes/:id', route(sellerOnly, byId, { 200: MessageResponse }), async (req) =>
    service.remove(req.params.id, await requireSeller(req)),
  )
}
