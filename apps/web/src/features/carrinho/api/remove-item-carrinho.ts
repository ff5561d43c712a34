import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { api } from '../../../lib/api.ts'
import { useCarrinhoMutation } from './use-carrinho-mutation.ts'

export interface RemoveItemInput {
  id_item_carrinho: number
  id_usuario_comprador: number
}

/** DELETE /carrinho/item/{id} with the buyer in the body (docs/product/carrinho-e-checkout.md). */
export function removeItemCarrinho({ id_item_carrinho, id_usuario_comprador }: RemoveItemInput) {
  return api<CarrinhoResponse>(`/carrinho/item/${id_item_carrinho}`, {
    method: 'DELETE',
    json: { id_usuario_comprador },
  })
}

export function useRemoveItemCarrinho() {
  return useCarrinhoMutation(removeItemCarrinho)
}
