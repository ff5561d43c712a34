import type { PedidoAcaoResponse } from '@recria/domain/pedido-acoes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

export interface CancelarInput {
  idPedido: number
  motivo: string
  idUsuario: number
  tipo: 'VENDEDOR' | 'COMPRADOR'
}

/** PUT /pedidos/{id}/cancelar {motivo, id_usuario, tipo_cancelamento}; a paid order is refunded. */
export function cancelarPedido({ idPedido, motivo, idUsuario, tipo }: CancelarInput) {
  return api<PedidoAcaoResponse>(`/pedidos/${idPedido}/cancelar`, {
    method: 'PUT',
    json: { motivo: motivo.trim(), id_usuario: idUsuario, tipo_cancelamento: tipo },
  })
}

export function useCancelarPedido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelarPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.all }),
  })
}
