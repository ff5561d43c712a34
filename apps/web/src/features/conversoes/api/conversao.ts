/** A conversion as the API answers it: the type of the API's response schema. */
export type { Conversao } from '@recria/domain/conversao'
