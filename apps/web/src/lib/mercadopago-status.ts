import type { MercadoPagoStatus } from '@recria/domain/conexao-mercadopago'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'
import { authKeys } from './query-keys.ts'

export function getMercadoPagoStatus(): Promise<MercadoPagoStatus> {
  return api<MercadoPagoStatus>('/auth/mercadopago/status')
}

export function mercadoPagoStatusQueryOptions() {
  return queryOptions({ queryKey: authKeys.mercadoPagoStatus(), queryFn: getMercadoPagoStatus, retry: 1 })
}

export function useMercadoPagoStatus(enabled = true) {
  return useQuery({ ...mercadoPagoStatusQueryOptions(), enabled })
}
