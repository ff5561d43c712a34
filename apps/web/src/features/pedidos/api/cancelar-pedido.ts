import type { PedidoAcaoResponse } from '@recria/domain/pedido-acoes'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

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
  return useSettledMutation(cancelarPedido, pedidosKeys.all)
}
