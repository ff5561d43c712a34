import {
  MateriaPrimaCreateSchema,
  MateriaPrimaResponse,
  MateriaPrimaUpdateSchema,
} from '@recria/domain/materia-prima'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, requireSeller, sellerOnly } from '../../lib/guards.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId, MessageResponse } from '../../lib/schemas.ts'
import { MateriaPrimaList, MateriaPrimaListQuery, MateriaPrimaPage } from './materias-primas.schema.ts'
import type { MateriasPrimasService } from './materias-primas.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface MateriasPrimasRotas {
  materiasPrimas: { materiasPrimas: MateriasPrimasService }
}

export const materiasPrimasRoutes: FastifyPluginAsyncZod<MateriasPrimasRotas> = async (
  app,
  { materiasPrimas },
) => {
  const service = materiasPrimas.materiasPrimas
  const route = routeOptions(['materias-primas'])

  app.get(
    '/materias-primas/usuario/:id',
    route(ownSellerData, { ...byId, querystring: MateriaPrimaListQuery }, { 200: MateriaPrimaPage }),
    async (req) => service.list(req.params.id, req.query),
  )

  app.get(
    '/materias-primas/ativas/usuario/:id',
    route(ownSellerData, byId, { 200: MateriaPrimaList }),
    async (req) => service.listAtivas(req.params.id),
  )

  app.get('/materias-primas/:id', route(sellerOnly, byId, { 200: MateriaPrimaResponse }), async (req) =>
    service.get(req.params.id, await requireSeller(req)),
  )

  app.post(
    '/materias-primas',
    route(sellerOnly, { body: MateriaPrimaCreateSchema }, { 201: MateriaPrimaResponse }),
    async (req, reply) => {
      const created = await service.create(req.body, await requireSeller(req))
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/materias-primas/:id',
    route(sellerOnly, { ...byId, body: MateriaPrimaUpdateSchema }, { 200: MateriaPrimaResponse }),
    async (req) => service.update(req.params.id, req.body, await requireSeller(req)),
  )

  app.delete('/materias-primas/:id', route(sellerOnly, byId, { 200: MessageResponse }), async (req) =>
    service.remove(req.params.id, await requireSeller(req)),
  )
}
