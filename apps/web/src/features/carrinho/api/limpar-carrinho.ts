import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { api } from '../../../lib/api.ts'
import { useCarrinhoMutation } from './use-carrinho-mutation.ts'

/** DELETE /carrinho/usuario/{id}/limpar: the same cart, with no items. */
export function limparCarrinho({ id_usuario_comprador }: { id_usuario_comprador: number }) {
  return api<CarrinhoResponse>(`/carrinho/usuario/${id_usuario_comprador}/limpar`, { method: 'DELETE' })
}

export function useLimparCarrinho() {
  return useCarrinhoMutation(limparCarrinho)
}
