import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'

/** Spec part 1 §3, provider connection status. */
export interface MercadoPagoStatus {
  conectado: boolean
  userInfo: { nickname: string; email: string } | null
  conectadoEm: string | null
}

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
