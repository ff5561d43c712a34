// The paginated answer of every list (DESIGN §6): declared once, read by the API and the web app.
import { z } from './zod.ts'

export function paginaSchema<T extends z.ZodType>(item: T) {
  return z.object({ itens: z.array(item), total: z.number(), pagina: z.number(), total_paginas: z.number() })
}

export interface Pagina<T> {
  itens: T[]
  total: number
  pagina: number
  total_paginas: number
}
