import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/**
 * POST /pedidos/{id}/materia-prima/cobranca: the seller charges the buyer the cash value of the raw
 * material that did not arrive (the server computes it, decision 030).
 */
export function cobrarMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/cobranca`, { method: 'POST' })
}

export function useCobrarMateria() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cobrarMateria,
    onSettled: (_data, _error, idPedido) =>
      queryClient.invalidateQueries({ queryKey: pedidosKeys.detalhe(idPedido) }),
  })
}
