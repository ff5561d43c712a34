import {
  MATERIA_PRIMA_MSG,
  MateriaPrimaResponse,
  STATUS_MATERIA_PRIMA,
  UNIDADES_MEDIDA,
} from '@recria/domain/materia-prima'
import { paginaSchema } from '@recria/domain/pagina'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'

export const MateriaPrimaListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_MATERIA_PRIMA, { error: MATERIA_PRIMA_MSG.statusFiltro })),
  unidade: emptyAsAbsent(z.enum(UNIDADES_MEDIDA, { error: MATERIA_PRIMA_MSG.unidadeFiltro })),
})
export type MateriaPrimaListQuery = z.infer<typeof MateriaPrimaListQuery>

export const MateriaPrimaPage = paginaSchema(MateriaPrimaResponse)
export const MateriaPrimaList = z.array(MateriaPrimaResponse)
