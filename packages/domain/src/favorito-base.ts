// A buyer's favourites: limits, texts and why one is unavailable, without the schemas of favorito.ts
// (which re-exports them): no zod, so the storefront's heart reads them without the schema library.

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
