import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/** GET /pedidos/{id}: the order with both parties, items, payment and timeline events. */
export function getPedido(idPedido: number) {
  return api<PedidoDetalheResponse>(`/pedidos/${idPedido}`)
}

export function getPedidoQueryOptions(idPedido: number) {
  return queryOptions({
    queryKey: pedidosKeys.detalhe(idPedido),
    queryFn: () => getPedido(idPedido),
  })
}

export function usePedido(idPedido: number | undefined) {
  return useQuery({ ...getPedidoQueryOptions(idPedido ?? 0), enabled: idPedido !== undefined })
}
