import type { CarrinhoItemCreate, CarrinhoResponse } from '@recria/domain/carrinho'
import { api } from '../../../lib/api.ts'
import { useCarrinhoMutation } from './use-carrinho-mutation.ts'

/**
 * POST /carrinho/item: 201 with a new item, 200 when the same listing in the same form only grew.
 * Refused (422) for one's own listing, one no longer buyable, or past 99 units.
 */
export function addItemCarrinho(item: CarrinhoItemCreate) {
  return api<CarrinhoResponse>('/carrinho/item', { method: 'POST', json: item })
}

export function useAddItemCarrinho() {
  return useCarrinhoMutation(addItemCarrinho)
}
