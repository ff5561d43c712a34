import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiOuNulo } from '../../../lib/api.ts'
import { carrinhoKeys } from '../../../lib/query-keys.ts'

/**
 * GET /carrinho/usuario/{id}: the buyer's active cart at today's prices. A 404 means the buyer has
 * no cart yet (docs/product/carrinho-e-checkout.md): that is an empty cart, not a failure.
 */
export function getCarrinho(idUsuario: number) {
  return apiOuNulo<CarrinhoResponse>(`/carrinho/usuario/${idUsuario}`)
}

export function getCarrinhoQueryOptions(idUsuario: number) {
  return queryOptions({
    queryKey: carrinhoKeys.doUsuario(idUsuario),
    queryFn: () => getCarrinho(idUsuario),
    retry: 1,
  })
}

/** The cart of a buyer; nothing is asked while `idUsuario` is undefined (visitors, sellers). */
export function useCarrinho(idUsuario: number | undefined) {
  return useQuery({ ...getCarrinhoQueryOptions(idUsuario ?? 0), enabled: idUsuario !== undefined })
}
