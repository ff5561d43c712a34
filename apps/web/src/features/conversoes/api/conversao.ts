/** A conversion as the API answers it: the type of the API's response schema. */
export type { Conversao } from '@recria/domain/conversao'

/** Root key of every conversion query; mutations invalidate it. */
export const conversoesKey = ['conversoes'] as const
