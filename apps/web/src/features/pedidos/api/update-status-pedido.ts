import type { AcompanhamentoInput } from '@recria/domain/entrega-pedido'
import type { PassoDoVendedor, PedidoAcaoResponse } from '@recria/domain/pedido-acoes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

export interface UpdateStatusInput {
  idPedido: number
  status: PassoDoVendedor
  idUsuario: number
  /** At 'pronto_para_entrega': the tracking code, pickup instructions or window of the order's mode. */
  entrega?: AcompanhamentoInput
}

/** PUT /pedidos/{id}/status {status, id_usuario, …}: the seller's next step (docs/product/pedidos.md). */
export function updateStatusPedido({ idPedido, status, idUsuario, entrega }: UpdateStatusInput) {
  return api<PedidoAcaoResponse>(`/pedidos/${idPedido}/status`, {
    method: 'PUT',
    json: { status, id_usuario: idUsuario, ...entrega },
  })
}

export function useUpdateStatusPedido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStatusPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.all }),
  })
}

export interface CorrigirEntregaInput {
  idPedido: number
  idUsuario: number
  entrega: AcompanhamentoInput
}

/** PUT /pedidos/{id}/entrega: the seller corrects what they told while the order is ready. */
export function corrigirEntregaPedido({ idPedido, idUsuario, entrega }: CorrigirEntregaInput) {
  return api<PedidoAcaoResponse>(`/pedidos/${idPedido}/entrega`, {
    method: 'PUT',
    json: { id_usuario: idUsuario, ...entrega },
  })
}

export function useCorrigirEntregaPedido() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: corrigirEntregaPedido,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.all }),
  })
}
