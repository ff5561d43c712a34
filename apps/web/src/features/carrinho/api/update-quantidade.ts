import type { CarrinhoQuantidade, CarrinhoResponse } from '@recria/domain/carrinho'
import { api } from '../../../lib/api.ts'
import { useCarrinhoMutation } from './use-carrinho-mutation.ts'

export interface UpdateQuantidadeInput extends CarrinhoQuantidade {
  id_item_carrinho: number
}

/** PUT /carrinho/item/{id}/quantidade: 0 or less removes the item (docs/product/carrinho-e-checkout.md). */
export function updateQuantidade({ id_item_carrinho, ...body }: UpdateQuantidadeInput) {
  return api<CarrinhoResponse>(`/carrinho/item/${id_item_carrinho}/quantidade`, {
    method: 'PUT',
    json: body,
  })
}

export function useUpdateQuantidade() {
  return useCarrinhoMutation(updateQuantidade)
}
