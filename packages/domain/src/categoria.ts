// The product form's category field; the list, labels and helpers are in categoria-base.ts (no zod).
import { CATEGORIA_MSG, CATEGORIAS } from './categoria-base.ts'
import { z } from './zod.ts'

export * from './categoria-base.ts'

/** The product form's field: required. */
export const categoriaSchema = z.enum(CATEGORIAS, { error: CATEGORIA_MSG.obrigatoria })
