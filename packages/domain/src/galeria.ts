/**
 * A product's gallery (issue 22, part 4): up to GALERIA_MAX images, ordered by the seller; the first
 * is the product's picture on cards and orders. Each image is answered in the widths a phone and a
 * desktop need, as `srcset`.
 */
import { idSchema } from './id.ts'
import { z } from './zod.ts'

export const GALERIA_MAX = 5
/** The widths each image is stored in (WebP, never enlarged). */
export const GALERIA_LARGURAS = [320, 640, 1280] as const

export const GALERIA_MSG = {
  limite: `O produto pode ter no máximo ${GALERIA_MAX} imagens.`,
  arquivoObrigatorio: 'Selecione uma imagem para enviar.',
  imagemNaoEncontrada: 'Imagem não encontrada.',
  produtoDeOutro: 'Você não tem permissão para alterar as imagens deste produto.',
  ordem: 'Informe apenas imagens deste produto, cada uma uma única vez, na ordem desejada.',
  adicionada: 'Imagem adicionada.',
  removida: 'Imagem removida.',
  reordenada: 'Ordem das imagens salva.',
} as const

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

/** `sizes` of the listing page's main image: the whole width on a phone, about half on a desktop. */
export const GALERIA_SIZES = '(min-width: 768px) 50vw, 100vw'
