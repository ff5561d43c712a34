import { ANUNCIO_MSG, AnuncioResponse } from '@recria/domain/anuncio'
import { FORMAS_PAGAMENTO } from '@recria/domain/anuncio-forma'
import { paginaSchema } from '@recria/domain/pagina'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, PrecoRangeQuery } from '../../lib/pagination.ts'

/** A filter sent empty (`?status=`) or as the pages' "todos" means no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'todos' ? undefined : value), emptyAsAbsent(schema))

export const ListQuery = PaginacaoQuery.extend({
  status: filter(z.enum(['ativo', 'inativo'], { error: ANUNCIO_MSG.statusFiltro })),
  forma_pagamento: filter(z.enum(FORMAS_PAGAMENTO, { error: ANUNCIO_MSG.formaFiltro })),
  ...PrecoRangeQuery,
})
export type ListQuery = z.infer<typeof ListQuery>

export const AnuncioPageResponse = paginaSchema(AnuncioResponse)
