import type { AguardarPagamentoResponse } from '@recria/domain/checkout'
import type { EscolhaEntrega } from '@recria/domain/entrega-opcoes'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export interface AguardarPagamentoInput {
  idUsuario: number
  idEndereco?: number
  /** One delivery choice per seller of the cart. */
  entregas?: EscolhaEntrega[]
}

/**
 * POST /carrinho/usuario/{id}/aguardar-pagamento: the cart becomes one order per seller, awaiting
 * payment, each with a copy of the address chosen (none: the principal one, if any) and the
 * delivery chosen for its seller (its fee part of the order's total). A 422 names the first item
 * that can no longer be bought, or the seller that does not deliver where chosen.
 */
export function aguardarPagamento({ idUsuario, idEndereco, entregas }: AguardarPagamentoInput) {
  return api<AguardarPagamentoResponse>(`/carrinho/usuario/${idUsuario}/aguardar-pagamento`, {
    method: 'POST',
    json: {
      ...(idEndereco !== undefined && { id_endereco: idEndereco }),
      ...(entregas !== undefined && { entregas }),
    },
  })
}

export function useAguardarPagamento() {
  return useMutation({ mutationFn: aguardarPagamento })
}
