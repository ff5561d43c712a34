import type { AguardarPagamentoResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * POST /carrinho/usuario/{id}/aguardar-pagamento: the cart becomes one order per seller, awaiting
 * payment, each with a copy of the address chosen (none: the principal one, if any). A 422 names the
 * first item that can no longer be bought.
 */
export function aguardarPagamento({ idUsuario, idEndereco }: { idUsuario: number; idEndereco?: number }) {
  return api<AguardarPagamentoResponse>(`/carrinho/usuario/${idUsuario}/aguardar-pagamento`, {
    method: 'POST',
    json: idEndereco === undefined ? {} : { id_endereco: idEndereco },
  })
}

export function useAguardarPagamento() {
  return useMutation({ mutationFn: aguardarPagamento })
}
