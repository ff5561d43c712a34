import { AcaoOperadorBody } from '@recria/domain/operador'
import {
  DENUNCIAS_OPERADOR_MSG,
  DenunciasAnuncioPagina,
  DispensarDenunciasResponse,
  SITUACOES_DENUNCIAS_VALORES,
} from '@recria/domain/operador-denuncias'
import { z } from '@recria/domain/zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'
import type { DenunciasAdminService } from './denuncias.service.ts'
import { operatorRoutes } from './operator-routes.ts'

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
  const rotas = operatorRoutes(app)
  const service = admin.denuncias
  rotas.list('/admin/denuncias', DenunciasQuery, DenunciasAnuncioPagina, service.listar)
  rotas.action(
    '/admin/denuncias/anuncio/:id/dispensar',
    AcaoOperadorBody,
    DispensarDenunciasResponse,
    service.dispensar,
  )
}
