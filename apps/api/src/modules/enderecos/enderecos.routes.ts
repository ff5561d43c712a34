import { EnderecoResponse, EnderecoSchema } from '@recria/domain/endereco'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser, signedIn } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import type { EnderecosService } from './enderecos.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface EnderecosRotas {
  enderecos: { enderecos: EnderecosService }
}

/** The signed-in user's own addresses: another user's id answers as a missing one. */
export const enderecosRoutes: FastifyPluginAsyncZod<EnderecosRotas> = async (app, { enderecos }) => {
  const service = enderecos.enderecos
  const route = routeOptions(['enderecos'])

  app.get('/enderecos', route(signedIn, {}, { 200: z.array(EnderecoResponse) }), async (req) =>
    service.list((await requireUser(req)).id_usuario),
  )

  app.post(
    '/enderecos',
    route(signedIn, { body: EnderecoSchema }, { 201: EnderecoResponse }),
    async (req, reply) => {
      const created = await service.create((await requireUser(req)).id_usuario, req.body)
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/enderecos/:id',
    route(signedIn, { ...byId, body: EnderecoSchema }, { 200: EnderecoResponse }),
    async (req) => service.update(req.params.id, (await requireUser(req)).id_usuario, req.body),
  )

  app.delete('/enderecos/:id', route(signedIn, byId, { 200: MessageResponse }), async (req) =>
    service.remove(req.params.id, (await requireUser(req)).id_usuario),
  )
}
