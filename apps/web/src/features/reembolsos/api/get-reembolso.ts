import type { ReembolsoDetalheResponse, ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { reembolsosKeys } from '../../../lib/query-keys.ts'

/** GET /reembolsos/{id}: the request with its payment, order and both parties. */
export async function getReembolso(idReembolso: number) {
  return (await api<ReembolsoDetalheResponse>(`/reembolsos/${idReembolso}`)).reembolso
}

export function getReembolsoQueryOptions(idReembolso: number) {
  return queryOptions({
    queryKey: reembolsosKeys.detalhe(idReembolso),
    queryFn: () => getReembolso(idReembolso),
  })
}

/** `inicial`: the request as the list passed it, shown while the fresh one loads. */
export function useReembolso(idReembolso: number | undefined, inicial?: ReembolsoResponse) {
  return useQuery({
    ...getReembolsoQueryOptions(idReembolso ?? 0),
    enabled: idReembolso !== undefined,
    placeholderData: inicial,
  })
}
