import type { CheckoutPedidoResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { urlsDeRetorno } from '../../../lib/checkout.ts'

/** POST /mercadopago/checkout/pedido/{id}: a payment link for an order still awaiting payment. */
export function checkoutPedido(idPedido: number) {
  return api<CheckoutPedidoResponse>(`/mercadopago/checkout/pedido/${idPedido}`, {
    method: 'POST',
    json: urlsDeRetorno(),
  })
}

export function useCheckoutPedido() {
  return useMutation({ mutationFn: checkoutPedido })
}
