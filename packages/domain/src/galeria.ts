/**
 * A product's gallery: up to GALERIA_MAX images, ordered by the seller; the first
 * is the product's picture on cards and orders. Each image is answered in the widths a phone and a
 * desktop need, as `srcset`.
 */

import { GALERIA_MAX, GALERIA_MSG } from './galeria-base.ts'
import { idSchema } from './id.ts'
import { z } from './zod.ts'

export { GALERIA_LARGURAS, GALERIA_MAX, GALERIA_MSG, GALERIA_SIZES } from './galeria-base.ts'

/** PUT /produtos/{id}/imagens/ordem: image ids of the product in the new order (the rest follow). */
export const GaleriaOrdemSchema = z.object({
  ids: z
    .array(idSchema(GALERIA_MSG.ordem), { error: GALERIA_MSG.ordem })
    .min(1, GALERIA_MSG.ordem)
    .max(GALERIA_MAX, GALERIA_MSG.ordem)
    .refine((ids) => new Set(ids).size === ids.length, GALERIA_MSG.ordem),
})
export type GaleriaOrdem = z.infer<typeof GaleriaOrdemSchema>

/** One image as every answer shows it: `url` the largest file, `srcset` every width. */
export const ImagemGaleria = z.object({
  id: z.number(),
  posicao: z.number(),
  url: z.string(),
  srcset: z.string(),
  largura: z.number(),
})
export type ImagemGaleria = z.infer<typeof ImagemGaleria>

export const GaleriaResponse = z.object({ imagens: z.array(ImagemGaleria) })
export type Galeria = z.infer<typeof GaleriaResponse>
