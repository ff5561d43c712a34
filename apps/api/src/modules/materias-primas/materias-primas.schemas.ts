import { STATUS_MATERIA_PRIMA, UNIDADES_MEDIDA } from '@recria/domain/materia-prima'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, paginatedResponse } from '../../lib/pagination.ts'

export const MateriaPrimaResponse = z.object({
  id_materia_prima: z.number(),
  nome_materia_prima: z.string(),
  descricao: z.string(),
  unidade_medida: z.string(),
  status_materia_prima: z.string(),
  id_usuario_vendedor: z.number(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})

export const MateriaPrimaListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_MATERIA_PRIMA, { error: 'Status inválido. Use ativa ou inativa.' })),
  unidade: emptyAsAbsent(z.enum(UNIDADES_MEDIDA, { error: 'Unidade de medida inválida.' })),
})
export type MateriaPrimaListQuery = z.infer<typeof MateriaPrimaListQuery>

export const MateriaPrimaPage = paginatedResponse(MateriaPrimaResponse)
export const MateriaPrimaList = z.array(MateriaPrimaResponse)
