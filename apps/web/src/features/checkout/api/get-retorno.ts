import type { RetornoResponse } from '@recria/domain/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { checkoutKeys } from '../../../lib/query-keys.ts'

export interface RetornoParams {
  idPedido: number
  /** Mercado Pago's payment id from the return address; lets the server look the payment up. */
  paymentId: number | null
}

/**
 * GET /mercadopago/checkout/pedido/{id}?payment_id=: where the order's payment stands as Recria
 * knows it. Only `pagamento_aprovado` may make a page say the payment was approved.
 */
export function getRetorno({ idPedido, paymentId }: RetornoParams) {
  const query = paymentId === null ? '' : `?payment_id=${paymentId}`
  return api<RetornoResponse>(`/mercadopago/checkout/pedido/${idPedido}${query}`)
}

export function getRetornoQueryOptions(params: RetornoParams) {
  return queryOptions({
    queryKey: checkoutKeys.retorno(params.idPedido, params.paymentId),
    queryFn: () => getRetorno(params),
    // The pages poll: each answer is news, and a refusal (not this buyer's order) will not change.
    staleTime: 0,
    retry: false,
  })
}

export interface UseRetornoOptions {
  enabled: boolean
  /** Milliseconds between questions, or false to ask once. */
  intervaloMs: number | false
}

/**
 * The order's payment, asked again every `intervaloMs` while the order awaits payment; stops once
 * it no longer does (approved, cancelled) or the server refuses the question (not this buyer's
 * order, say): none of those answers will change back.
 */
export function useRetorno(params: RetornoParams | null, { enabled, intervaloMs }: UseRetornoOptions) {
  return useQuery({
    ...getRetornoQueryOptions(params ?? { idPedido: 0, paymentId: null }),
    enabled: enabled && params !== null,
    refetchInterval: (query) => {
      const { data, error } = query.state
      const recusado = error instanceof ApiError && error.status < 500
      const decidido =
        data !== undefined && (data.pagamento_aprovado || data.status_pedido !== 'pagamento_pendente')
      return decidido || recusado ? false : intervaloMs
    },
  })
}
