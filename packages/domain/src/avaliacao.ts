// Ratings' forms (docs/product/avaliacoes.md); their limits, texts and figures are in avaliacao-base.ts (no
// zod).
import {
  AVALIACAO_MSG,
  COMENTARIO_MAX,
  COMENTARIO_MIN,
  NOTA_MAX,
  NOTA_MIN,
  NOTA_PADRAO,
} from './avaliacao-base.ts'
import { idSchema } from './id.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export * from './avaliacao-base.ts'

const comentario = textoSchema({
  min: COMENTARIO_MIN,
  max: COMENTARIO_MAX,
  obrigatorio: AVALIACAO_MSG.comentarioObrigatorio,
  curto: AVALIACAO_MSG.comentarioCurto,
  longo: AVALIACAO_MSG.comentarioLongo,
})

const nota = z
  .number({ error: AVALIACAO_MSG.nota })
  .int(AVALIACAO_MSG.nota)
  .min(NOTA_MIN, AVALIACAO_MSG.nota)
  .max(NOTA_MAX, AVALIACAO_MSG.nota)
  .default(NOTA_PADRAO)

/** PUT /avaliacoes/{id}: what the author may change. */
export const AvaliacaoUpdateSchema = z.object({ nota, comentario })
export type AvaliacaoUpdate = z.output<typeof AvaliacaoUpdateSchema>

/** POST /avaliacoes `{ id_produto, nota, comentario }`. */
export const AvaliacaoCreateSchema = AvaliacaoUpdateSchema.extend({
  id_produto: idSchema(AVALIACAO_MSG.produto),
})
export type AvaliacaoCreate = z.output<typeof AvaliacaoCreateSchema>
export type AvaliacaoCreateInput = z.input<typeof AvaliacaoCreateSchema>
