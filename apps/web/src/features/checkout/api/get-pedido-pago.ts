import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/**
 * GET /pedidos/{id} once the payment is approved: the result page reads the order's items to say
 * what raw material the buyer hands over (decision 028). Same key as the order's page.
 */
export function usePedidoPago(idPedido: number | null, aprovado: boolean) {
  return useQuery({
    queryKey: pedidosKeys.detalhe(idPedido ?? 0),
    queryFn: () => api<PedidoDetalheResponse>(`/pedidos/${idPedido}`),
    enabled: aprovado && idPedido !== null,
    retry: false,
  })
}
