/** A product as the API answers it: the type of the API's response schema; `preco` in reais. */
export type { Produto } from '@recria/domain/produto'

/** Root key of every product query; mutations invalidate it (listings read products under it too). */
export const produtosKey = ['produtos'] as const
