import { MateriaPrimaResponse, STATUS_MATERIA_PRIMA, UNIDADES_MEDIDA } from '@recria/domain/materia-prima'
import { paginaSchema } from '@recria/domain/pagina'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'

export const MateriaPrimaListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_MATERIA_PRIMA, { error: 'Status inválido. Use ativa ou inativa.' })),
  unidade: emptyAsAbsent(z.enum(UNIDADES_MEDIDA, { error: 'Unidade de medida inválida.' })),
})
export type MateriaPrimaListQuery = z.infer<typeof MateriaPrimaListQuery>

export const MateriaPrimaPage = paginaSchema(MateriaPrimaResponse)
export const MateriaPrimaList = z.array(MateriaPrimaResponse)
