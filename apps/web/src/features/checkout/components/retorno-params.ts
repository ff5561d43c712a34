import { useMemo } from 'react'
import { useSearchParams } from 'react-router'

/** A positive whole number as Mercado Pago writes ids; anything else (absent, 'null') is none. */
function id(valor: string | null): number | null {
  if (!valor || !/^\d{1,15}$/.test(valor)) return null
  const numero = Number(valor)
  return numero > 0 ? numero : null
}

export interface Retorno {
  /** Our order: Mercado Pago's `external_reference`. */
  idPedido: number | null
  /** Mercado Pago's payment id ('ID do Pagamento'). */
  paymentId: number | null
}

/** What the provider's redirect to a result page carries (docs/product/carrinho-e-checkout.md). */
export function useRetornoParams(): Retorno {
  const [params] = useSearchParams()
  const externalReference = params.get('external_reference')
  const paymentId = params.get('payment_id')
  return useMemo(
    () => ({ idPedido: id(externalReference), paymentId: id(paymentId) }),
    [externalReference, paymentId],
  )
}
