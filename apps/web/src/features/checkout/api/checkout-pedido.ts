import type { CheckoutPedidoResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { pedirCheckout } from '../../../lib/checkout.ts'

/** POST /mercadopago/checkout/pedido/{id}: a payment link for an order still awaiting payment. */
export function checkoutPedido(idPedido: number) {
  return pedirCheckout<CheckoutPedidoResponse>(`/mercadopago/checkout/pedido/${idPedido}`)
}

export function useCheckoutPedido() {
  return useMutation({ mutationFn: checkoutPedido })
}
