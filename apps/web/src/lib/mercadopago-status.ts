import type { MercadoPagoStatus } from '@recria/domain/conexao-mercadopago'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'

export function getMercadoPagoStatus(): Promise<MercadoPagoStatus> {
  return api<MercadoPagoStatus>('/auth/mercadopago/status')
}

export const mercadoPagoStatusQueryKey = ['auth', 'mercadopago', 'status'] as const

export function mercadoPagoStatusQueryOptions() {
  return queryOptions({ queryKey: mercadoPagoStatusQueryKey, queryFn: getMercadoPagoStatus, retry: 1 })
}

export function useMercadoPagoStatus(enabled = true) {
  return useQuery({ ...mercadoPagoStatusQueryOptions(), enabled })
}
