// A buyer's favourite listings: the routes' inputs and answers and their texts,
// read by the API and the web app.
import { AnuncioCatalogo } from './catalogo.ts'
import {
  FAVORITO_MSG,
  FAVORITOS_LIMIT_MAX,
  FAVORITOS_MAX,
  FAVORITOS_PAGE_SIZE,
  MOTIVOS_INDISPONIVEL,
} from './favorito-base.ts'
import { opcional } from './filtro-datas.ts'
import { inteiroEntre } from './filtro-numeros.ts'
import { idTextSchema } from './id.ts'
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export * from './favorito-base.ts'

/** `:id_anuncio` of PUT/DELETE /favoritos/{id_anuncio}. */
export const FavoritoParams = z.object({ id_anuncio: idTextSchema() })

const inteiro = (message: string, max: number) => opcional(inteiroEntre(1, max, message))

/** GET /favoritos?page&limit */
export const FavoritosQuery = z
  .object({
    page: inteiro(FAVORITO_MSG.paginaInvalida, 100_000),
    limit: inteiro(FAVORITO_MSG.limiteInvalido, FAVORITOS_LIMIT_MAX),
  })
  .transform((q) => ({ page: q.page ?? 1, limit: q.limit ?? FAVORITOS_PAGE_SIZE }))

/** The answer of PUT: the favourite (201 when it was made now, 200 when it already was). */
export const FavoritoResponse = z.object({ id_anuncio: z.number(), criado_em: z.string() })
export type FavoritoResponse = z.infer<typeof FavoritoResponse>

/** One favourite of the list: the listing's card as the catalogue answers it, and whether it is buyable. */
export const FavoritoItem = z.object({
  id_anuncio: z.number(),
  criado_em: z.string(),
  disponivel: z.boolean(),
  motivo_indisponivel: z.enum(MOTIVOS_INDISPONIVEL).nullable(),
  anuncio: AnuncioCatalogo.extend({ status: z.enum(['ativo', 'inativo']) }),
})
export type FavoritoItem = z.infer<typeof FavoritoItem>

export const FavoritosPagina = paginaSchema(FavoritoItem)
export type FavoritosPagina = z.infer<typeof FavoritosPagina>

/** GET /favoritos/ids: every listing the user favourited (at most FAVORITOS_MAX). */
export const FavoritosIds = z.object({ ids: z.array(z.number()).max(FAVORITOS_MAX) })
export type FavoritosIds = z.infer<typeof FavoritosIds>
