import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/** PUT /pagamentos/{id}/sincronizar: asks the provider for the payment's current state. */
export function sincronizarPagamento(idPagamento: number) {
  return api<{ mensagem: string }>(`/pagamentos/${idPagamento}/sincronizar`, { method: 'PUT' })
}

export function useSincronizarPagamento() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sincronizarPagamento,
    // The sync may move the order too (pending → approved).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.all }),
  })
}
