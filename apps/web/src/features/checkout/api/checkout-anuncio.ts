import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import type { CheckoutAnuncioResponse } from '@recria/domain/checkout'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { urlsDeRetorno } from '../../../lib/checkout.ts'

export interface CheckoutAnuncioInput {
  id_anuncio: number
  forma_pagamento_selecionada: FormaPagamento
}

/** POST /mercadopago/checkout/anuncio/{id}: buy one unit now; one order, then its payment link. */
export function checkoutAnuncio({ id_anuncio, forma_pagamento_selecionada }: CheckoutAnuncioInput) {
  return api<CheckoutAnuncioResponse>(`/mercadopago/checkout/anuncio/${id_anuncio}`, {
    method: 'POST',
    json: { ...urlsDeRetorno(), forma_pagamento_selecionada },
  })
}

export function useCheckoutAnuncio() {
  return useMutation({ mutationFn: checkoutAnuncio })
}
