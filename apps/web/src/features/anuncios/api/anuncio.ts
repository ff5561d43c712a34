/** A listing as the API answers it: the type of the API's response schema; money in reais. */
export type { Anuncio } from '@recria/domain/anuncio'
