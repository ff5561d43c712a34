import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  DENUNCIAS_OPERADOR_MSG,
  DenunciasAnuncioPagina,
  DispensarDenunciasResponse,
  SITUACOES_DENUNCIAS_VALORES,
} from '@recria/domain/operador-denuncias'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorOnly, pathId, requireOperator } from '../../lib/guards.ts'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { DenunciasAdminService } from './denuncias.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface DenunciasAdminRotas {
  admin: { denuncias: DenunciasAdminService }
}

const DenunciasQuery = PaginacaoQuery.extend({
  situacao: emptyAsAbsent(
    z.enum(SITUACOES_DENUNCIAS_VALORES, { error: DENUNCIAS_OPERADOR_MSG.situacaoInvalida }),
  ),
})

// The reports themselves, grouped by listing, before any threshold; dismissing a listing's open ones
// with a reason (decision 024).
export const denunciasAdminRoutes: FastifyPluginAsyncZod<DenunciasAdminRotas> = async (app, { admin }) => {
  const route = routeOptions(['admin'])
  const service = admin.denuncias

  app.get(
    '/admin/denuncias',
    route(operatorOnly, { querystring: DenunciasQuery }, { 200: DenunciasAnuncioPagina }),
    async (req) => service.listar(req.query),
  )

  app.post(
    '/admin/denuncias/anuncio/:id/dispensar',
    route(operatorOnly, { ...byId, body: AcaoOperadorBody }, { 200: DispensarDenunciasResponse }),
    async (req) => service.dispensar(await requireOperator(req), pathId(req), req.body),
  )
}
