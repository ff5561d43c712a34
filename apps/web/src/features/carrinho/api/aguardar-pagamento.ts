import type { AguardarPagamentoResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * POST /carrinho/usuario/{id}/aguardar-pagamento: the cart becomes one order per seller, awaiting
 * payment. A 422 names the first item that can no longer be bought.
 */
export function aguardarPagamento(idUsuario: number) {
  return api<AguardarPagamentoResponse>(`/carrinho/usuario/${idUsuario}/aguardar-pagamento`, {
    method: 'POST',
  })
}

export function useAguardarPagamento() {
  return useMutation({ mutationFn: aguardarPagamento })
}
