import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import type { CheckoutAnuncioResponse } from '@recria/domain/checkout'
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { urlsDeRetorno } from '../../../lib/checkout.ts'

export interface CheckoutAnuncioInput {
  id_anuncio: number
  forma_pagamento_selecionada: FormaPagamento
  /** The buyer's address the order goes to; none: the principal one (if any). */
  id_endereco?: number
  modo_entrega?: ModoEntrega
}

/**
 * POST /mercadopago/checkout/anuncio/{id}: buy one unit now, delivered to the address and in the mode
 * chosen (the fee part of the order's total); one order, then its payment link.
 */
export function checkoutAnuncio({ id_anuncio, id_endereco, modo_entrega, ...body }: CheckoutAnuncioInput) {
  return api<CheckoutAnuncioResponse>(`/mercadopago/checkout/anuncio/${id_anuncio}`, {
    method: 'POST',
    json: {
      ...urlsDeRetorno(),
      ...body,
      ...(id_endereco !== undefined && { id_endereco }),
      ...(modo_entrega !== undefined && { modo_entrega }),
    },
  })
}

export function useCheckoutAnuncio() {
  return useMutation({ mutationFn: checkoutAnuncio })
}
