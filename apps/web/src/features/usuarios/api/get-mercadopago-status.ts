import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'

/** Spec part 1 §3, provider connection status. */
export interface MercadoPagoStatus {
  conectado: boolean
  userInfo?: { nickname?: string; email?: string } | null
  conectadoEm?: string | null
}

/**
 * `null` while the server has no such route (404): the integration is not available yet, which the
 * block shows as "not connected" with the button disabled.
 */
export async function getMercadoPagoStatus(): Promise<MercadoPagoStatus | null> {
  try {
    return await api<MercadoPagoStatus>('/auth/mercadopago/status')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const mercadoPagoStatusQueryKey = ['auth', 'mercadopago', 'status'] as const

export function mercadoPagoStatusQueryOptions() {
  return queryOptions({ queryKey: mercadoPagoStatusQueryKey, queryFn: getMercadoPagoStatus, retry: 1 })
}

export function useMercadoPagoStatus(enabled = true) {
  return useQuery({ ...mercadoPagoStatusQueryOptions(), enabled })
}
