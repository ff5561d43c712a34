import { ConversaoResponse, STATUS_CONVERSAO } from '@recria/domain/conversao'
import { UNIDADES_MEDIDA } from '@recria/domain/materia-prima'
import { paginaSchema } from '@recria/domain/pagina'
import { decimalSchema } from '@recria/domain/preco'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'

/** A multiplier bound: '1.5' or '1,5' as typed in the filter, at most two decimals, like the multiplier. */
const multiplicador = (message: string) =>
  emptyAsAbsent(decimalSchema({ invalido: message }).pipe(z.number().min(0, message).max(1e9, message)))

export const ConversaoListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_CONVERSAO, { error: 'Status inválido. Use ativa ou inativa.' })),
  unidade: emptyAsAbsent(z.enum(UNIDADES_MEDIDA, { error: 'Unidade de medida inválida.' })),
  multiplicador_min: multiplicador('Multiplicador mínimo inválido.'),
  multiplicador_max: multiplicador('Multiplicador máximo inválido.'),
})
export type ConversaoListQuery = z.infer<typeof ConversaoListQuery>

export const ConversaoPage = paginaSchema(ConversaoResponse)
