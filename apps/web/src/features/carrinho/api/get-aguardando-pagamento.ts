import type { AguardarPagamentoResponse } from '@recria/domain/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiOuNulo } from '../../../lib/api.ts'
import { carrinhoKeys } from '../../../lib/query-keys.ts'

/**
 * GET /carrinho/usuario/{id}/aguardando-pagamento: the buyer's checked-out cart and its orders still
 * unpaid (someone who left the provider's page). A 404 means there is none.
 */
export function getAguardandoPagamento(idUsuario: number) {
  return apiOuNulo<AguardarPagamentoResponse>(`/carrinho/usuario/${idUsuario}/aguardando-pagamento`)
}

export function getAguardandoPagamentoQueryOptions(idUsuario: number) {
  return queryOptions({
    queryKey: carrinhoKeys.aguardandoPagamento(idUsuario),
    queryFn: () => getAguardandoPagamento(idUsuario),
    retry: false,
  })
}

export function useAguardandoPagamento(idUsuario: number | undefined) {
  return useQuery({ ...getAguardandoPagamentoQueryOptions(idUsuario ?? 0), enabled: idUsuario !== undefined })
}
