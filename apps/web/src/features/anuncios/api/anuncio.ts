/** A listing as the API answers it: the type of the API's response schema; money in reais. */
export type { Anuncio } from '@recria/domain/anuncio'

/** Root key of every listing query; mutations invalidate it. */
export const anunciosKey = ['anuncios'] as const
