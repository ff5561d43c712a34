import { ConversaoCreateSchema, ConversaoResponse, ConversaoUpdateSchema } from '@recria/domain/conversao'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireSeller, selfOnly, sellerOnly } from '../../lib/guards.ts'
import { IdParams, MessageResponse } from '../../lib/schemas.ts'
import { ConversaoListQuery, ConversaoPage } from './conversoes.schemas.ts'
import { createConversoesService } from './conversoes.service.ts'

export const conversoesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const service = createConversoesService(deps)
  const tags = ['conversoes']
  // Signed-in seller first: a visitor gets 401 and a buyer 403 before the id or body is looked at.
  const onRequest = sellerOnly

  app.get(
    '/conversoes/usuario/:id',
    {
      // `/usuario/{id}` names a user: only the signed-in one (DESIGN §6).
      onRequest: [sellerOnly, selfOnly],
      schema: { tags, params: IdParams, querystring: ConversaoListQuery, response: { 200: ConversaoPage } },
    },
    async (req) => service.list(req.params.id, req.query),
  )

  app.get(
    '/conversoes/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: ConversaoResponse } } },
    async (req) => service.get(req.params.id, await requireSeller(req)),
  )

  // `id_usuario_vendedor` in the body is dropped by the schema: the seller is the session's.
  app.post(
    '/conversoes',
    { onRequest, schema: { tags, body: ConversaoCreateSchema, response: { 201: ConversaoResponse } } },
    async (req, reply) => {
      const created = await service.create(req.body, await requireSeller(req))
      return reply.status(201).send(created)
    },
  )

  // `id_materia_prima` in the body is dropped by the schema: the raw material never changes.
  app.put(
    '/conversoes/:id',
    {
      onRequest,
      schema: { tags, params: IdParams, body: ConversaoUpdateSchema, response: { 200: ConversaoResponse } },
    },
    async (req) => service.update(req.params.id, req.body, await requireSeller(req)),
  )

  app.delete(
    '/conversoes/:id',
    { onRequest, schema: { tags, params: IdParams, response: { 200: MessageResponse } } },
    async (req) => service.remove(req.params.id, await requireSeller(req)),
  )
}
