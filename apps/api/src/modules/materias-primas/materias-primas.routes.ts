import {
  MateriaPrimaCreateSchema,
  MateriaPrimaResponse,
  MateriaPrimaUpdateSchema,
} from '@recria/domain/materia-prima'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { IdParams, MessageResponse } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { MateriaPrimaList, MateriaPrimaListQuery, MateriaPrimaPage } from './materias-primas.schema.ts'

export const materiasPrimasRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const service = services.materiasPrimas
  const tags = ['materias-primas']

  app.get(
    '/materias-primas/usuario/:id',
    {
      onRequest: ownSellerData,
      schema: {
        tags,
        params: IdParams,
        querystring: MateriaPrimaListQuery,
        response: { 200: MateriaPrimaPage },
      },
    },
    async (req) => service.list(req.params.id, req.query),
  )

  app.get(
    '/materias-primas/ativas/usuario/:id',
    { onRequest: ownSellerData, schema: { tags, params: IdParams, response: { 200: MateriaPrimaList } } },
    async (req) => service.listAtivas(req.params.id),
  )

  app.get(
    '/materias-primas/:id',
    { onRequest: sellerOnly, schema: { tags, params: IdParams, response: { 200: MateriaPrimaResponse } } },
    async (req) => service.get(req.params.id, await requireSeller(req)),
  )

  app.post(
    '/materias-primas',
    {
      onRequest: sellerOnly,
      schema: { tags, body: MateriaPrimaCreateSchema, response: { 201: MateriaPrimaResponse } },
    },
    async (req, reply) => {
      const created = await service.create(req.body, await requireSeller(req))
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/materias-primas/:id',
    {
      onRequest: sellerOnly,
      schema: {
        tags,
        params: IdParams,
        body: MateriaPrimaUpdateSchema,
        response: { 200: MateriaPrimaResponse },
      },
    },
    async (req) => service.update(req.params.id, req.body, await requireSeller(req)),
  )

  app.delete(
    '/materias-primas/:id',
    { onRequest: sellerOnly, schema: { tags, params: IdParams, response: { 200: MessageResponse } } },
    async (req) => service.remove(req.params.id, await requireSeller(req)),
  )
}
