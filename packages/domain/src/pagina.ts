// The paginated answer of every list (docs/design.md#http-conventions): declared once, read by the API and
// the web app.
import { z } from './zod.ts'

/** Where a page of a list stands: how many in all, which page, how many pages. */
export const PaginacaoFields = { total: z.number(), pagina: z.number(), total_paginas: z.number() }

export function paginaSchema<T extends z.ZodType>(item: T) {
  return z.object({ itens: z.array(item), ...PaginacaoFields })
}

/** A page whose rows go under their own name (`avaliacoes`, `pagamentos`, `reembolsos`) before the counts. */
export function paginaNomeada<N extends string, T extends z.ZodType>(nome: N, item: T) {
  return z.object({ [nome]: z.array(item), ...PaginacaoFields } as Record<N, z.ZodArray<T>> &
    typeof PaginacaoFields)
}

export interface Pagina<T> {
  itens: T[]
  total: number
  pagina: number
  total_paginas: number
}

/** A list's count per status and in all, over its filters without the status one. */
export function contadoresSchema<const S extends readonly string[]>(statuses: S) {
  return z.object({
    ...(Object.fromEntries(statuses.map((s) => [s, z.number()])) as Record<S[number], z.ZodNumber>),
    total: z.number(),
  })
}
