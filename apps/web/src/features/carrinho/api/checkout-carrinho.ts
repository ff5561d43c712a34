import type { CheckoutCarrinhoResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { pedirCheckout } from '../../../lib/checkout.ts'

/**
 * POST /mercadopago/checkout/carrinho/{id_carrinho}: one payment link per seller's order; the
 * answer's own link is the first unpaid order's (the result page offers the next one).
 */
export function checkoutCarrinho(idCarrinho: number) {
  return pedirCheckout<CheckoutCarrinhoResponse>(`/mercadopago/checkout/carrinho/${idCarrinho}`)
}

export function useCheckoutCarrinho() {
  return useMutation({ mutationFn: checkoutCarrinho })
}
