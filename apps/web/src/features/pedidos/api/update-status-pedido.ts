import type { PassoDoVendedor, PedidoAcaoResponse } from '@recria/domain/pedido-acoes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

export interface UpdateStatusInput {
  idPedido: number
  status: PassoDoVendedor
  idUsuario: number
}

/** PUT /pedidos/{id}/status {status, id_usuario}: the seller's next step (spec part 2 §4). */
export function updateStatusPedido({ idPedido, status, idUsuario }: UpdateStatusInput) {
  return api<PedidoAcaoResponse>(`/pedidos/${idPedido}/status`, {
    method: 'PUT',
    json: { status, id_usuario: idUsuario },
  })
}

export function useUpdateStatusPedido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStatusPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.all }),
  })
}
