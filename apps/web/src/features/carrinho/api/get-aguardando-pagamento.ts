import type { AguardarPagamentoResponse } from '@recria/domain/checkout'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { carrinhoKeys } from '../../../lib/query-keys.ts'

/**
 * GET /carrinho/usuario/{id}/aguardando-pagamento: the buyer's checked-out cart and its orders still
 * unpaid (someone who left the provider's page). A 404 means there is none.
 */
export async function getAguardandoPagamento(idUsuario: number) {
  try {
    return await api<AguardarPagamentoResponse>(`/carrinho/usuario/${idUsuario}/aguardando-pagamento`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
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
