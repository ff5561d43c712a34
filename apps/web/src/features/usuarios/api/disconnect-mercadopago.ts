import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { mercadoPagoStatusQueryKey } from './get-mercadopago-status.ts'

export function disconnectMercadoPago() {
  return api<unknown>('/auth/mercadopago/disconnect', { method: 'DELETE' })
}

export function useDisconnectMercadoPago() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disconnectMercadoPago,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mercadoPagoStatusQueryKey }),
  })
}
