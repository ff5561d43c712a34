import { AnuncioResponse } from '@recria/domain/anuncio'
import { FORMAS_PAGAMENTO } from '@recria/domain/anuncio-forma'
import { paginaSchema } from '@recria/domain/pagina'
import { z } from '@recria/domain/zod'
import { emptyAsAbsent, PaginacaoQuery, PrecoRangeQuery } from '../../lib/pagination.ts'

/** A filter sent empty (`?status=`) or as the pages' "todos" means no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'todos' ? undefined : value), emptyAsAbsent(schema))

export const ListQuery = PaginacaoQuery.extend({
  status: filter(z.enum(['ativo', 'inativo'], { error: 'Status inválido. Use ativo ou inativo.' })),
  forma_pagamento: filter(
    z.enum(FORMAS_PAGAMENTO, { error: 'Forma de pagamento inválida. Use padrao ou sustentavel.' }),
  ),
  ...PrecoRangeQuery,
})
export type ListQuery = z.infer<typeof ListQuery>

export const AnuncioPageResponse = paginaSchema(AnuncioResponse)
