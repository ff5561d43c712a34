import type { MercadoPagoStatus } from '@recria/domain/conexao-mercadopago'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { authKeys } from '../../../lib/query-keys.ts'

export function desconectarMercadoPago() {
  return api<{ mensagem: string }>('/auth/mercadopago/disconnect', { method: 'DELETE' })
}

const DISCONNECTED: MercadoPagoStatus = { conectado: false, userInfo: null, conectadoEm: null }

export function useDesconectarMercadoPago() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: desconectarMercadoPago,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.mercadoPagoStatus(), DISCONNECTED)
      return queryClient.invalidateQueries({ queryKey: authKeys.mercadoPagoStatus() })
    },
  })
}
