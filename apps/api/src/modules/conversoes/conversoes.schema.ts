import { CONVERSAO_MSG, ConversaoResponse, STATUS_CONVERSAO } from '@recria/domain/conversao'
import { MATERIA_PRIMA_MSG, UNIDADES_MEDIDA } from '@recria/domain/materia-prima'
import { paginaSchema } from '@recria/domain/pagina'
import { decimalSchema } from '@recria/domain/preco'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery } from '../../lib/pagination.ts'

/** A multiplier bound: '1.5' or '1,5' as typed in the filter, at most two decimals, like the multiplier. */
const multiplicador = (message: string) =>
  emptyAsAbsent(decimalSchema({ invalido: message }).pipe(z.number().min(0, message).max(1e9, message)))

export const ConversaoListQuery = PaginacaoQuery.extend({
  status: emptyAsAbsent(z.enum(STATUS_CONVERSAO, { error: CONVERSAO_MSG.statusFiltro })),
  unidade: emptyAsAbsent(z.enum(UNIDADES_MEDIDA, { error: MATERIA_PRIMA_MSG.unidadeFiltro })),
  multiplicador_min: multiplicador(CONVERSAO_MSG.multiplicadorMinimoFiltro),
  multiplicador_max: multiplicador(CONVERSAO_MSG.multiplicadorMaximoFiltro),
})
export type ConversaoListQuery = z.infer<typeof ConversaoListQuery>

export const ConversaoPage = paginaSchema(ConversaoResponse)
