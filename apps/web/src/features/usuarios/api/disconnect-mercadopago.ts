import type { MercadoPagoStatus } from '@recria/domain/conexao-mercadopago'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { mercadoPagoStatusQueryKey } from '../../../lib/mercadopago-status.ts'

export function disconnectMercadoPago() {
  return api<{ mensagem: string }>('/auth/mercadopago/disconnect', { method: 'DELETE' })
}

const DISCONNECTED: MercadoPagoStatus = { conectado: false, userInfo: null, conectadoEm: null }

export function useDisconnectMercadoPago() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disconnectMercadoPago,
    onSuccess: () => {
      queryClient.setQueryData(mercadoPagoStatusQueryKey, DISCONNECTED)
      return queryClient.invalidateQueries({ queryKey: mercadoPagoStatusQueryKey })
    },
  })
}
