import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/** DELETE /pedidos/{id}/materia-prima/cobranca: the seller withdraws the pending raw-material charge. */
export function cancelarCobrancaMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/cobranca`, { method: 'DELETE' })
}

export function useCancelarCobrancaMateria() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelarCobrancaMateria,
    onSettled: (_data, _error, idPedido) =>
      queryClient.invalidateQueries({ queryKey: pedidosKeys.detalhe(idPedido) }),
  })
}
