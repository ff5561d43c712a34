// A buyer's favourite listings (issue 22, part 2): the routes' inputs and answers and their texts,
// read by the API and the web app.
import { AnuncioCatalogo } from './catalogo.ts'
import { idTextSchema } from './id.ts'
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

/** At most this many favourites per user: the ids the web app keeps stay small. */
export const FAVORITOS_MAX = 500
export const FAVORITOS_LIMIT_MAX = 48
export const FAVORITOS_PAGE_SIZE = 12
/** Adds and removes one user may make in a minute: far above any hand on a heart. */
export const FAVORITOS_ALTERACOES_POR_MINUTO = 60

export const FAVORITO_MSG = {
  proprioAnuncio: 'Você não pode favoritar o seu próprio anúncio.',
  limite: `Você atingiu o limite de ${FAVORITOS_MAX} favoritos. Remova algum para adicionar outro.`,
  anuncioNaoEncontrado: 'Anúncio não encontrado.',
  removido: 'Anúncio removido dos favoritos.',
  muitasAlteracoes: 'Muitas alterações nos favoritos. Aguarde um minuto e tente novamente.',
  erroAlternar: 'Não foi possível atualizar os favoritos. Tente novamente.',
  paginaInvalida: 'Página inválida.',
  limiteInvalido: 'Limite inválido.',
} as const

/** Why a favourite cannot be bought now (the listing stays in the list, greyed). */
export const MOTIVOS_INDISPONIVEL = [
  'inativo',
  'vendedor_bloqueado',
  'vendedor_excluido',
  'indisponivel',
] as const
export type MotivoIndisponivel = (typeof MOTIVOS_INDISPONIVEL)[number]

export const MOTIVO_INDISPONIVEL_LABEL: Record<MotivoIndisponivel, string> = {
  inativo: 'O anúncio foi desativado pelo vendedor.',
  vendedor_bloqueado: 'O vendedor está temporariamente impedido de vender.',
  vendedor_excluido: 'O vendedor encerrou a conta.',
  indisponivel: 'O vendedor não está recebendo pagamentos no momento.',
}

/** `:id_anuncio` of PUT/DELETE /favoritos/{id_anuncio}. */
export const FavoritoParams = z.object({ id_anuncio: idTextSchema() })

const inteiro = (message: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  )

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
