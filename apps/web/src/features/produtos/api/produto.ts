/** A product as the API answers it: the type of the API's response schema; `preco` in reais. */
export type { Produto } from '@recria/domain/produto'
