import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { carrinhoKeys } from '../../../lib/query-keys.ts'

/**
 * A call that changes the cart and answers the whole cart: the answer replaces the cached one, so
 * items, totals and the header count move together. A refusal may mean the cart changed elsewhere
 * (another tab, a listing deactivated), so the cart is read again.
 */
export function useCarrinhoMutation<T extends { id_usuario_comprador: number }>(
  mutationFn: (input: T) => Promise<CarrinhoResponse>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (carrinho, input) =>
      queryClient.setQueryData(carrinhoKeys.doUsuario(input.id_usuario_comprador), carrinho),
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: carrinhoKeys.doUsuario(input.id_usuario_comprador) }),
  })
}
