import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * docs/product/mercado-pago.md, provider connection: the server answers the authorization address to visit.
 */
export function conectarMercadoPago() {
  return api<{ sucesso: boolean; authUrl?: string; mensagem?: string }>('/auth/mercadopago/authorize', {
    method: 'POST',
  })
}

export function useConectarMercadoPago() {
  return useMutation({ mutationFn: conectarMercadoPago })
}
