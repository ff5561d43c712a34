import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import { useRef, useState } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { irParaPagamento, primeiroLink } from '../../../lib/checkout.ts'
import { useVoltaDoPagamento } from '../../../lib/use-volta-do-pagamento.ts'
import { useCheckoutAnuncio } from '../api/checkout-anuncio.ts'

export interface Compra {
  idAnuncio: number
  forma: FormaPagamento
  idEndereco?: number
  modoEntrega?: ModoEntrega
}

/**
 * 'Comprar Agora' once the payment form and the delivery are known (docs/product/carrinho-e-checkout.md): one
 * unit, one order, then the browser goes to its payment link. `comprando` stays set while the page leaves; a
 * failure shows the server's reason or the documented text and answers false.
 */
export function useComprarAgora() {
  const { toast } = useToast()
  const checkout = useCheckoutAnuncio()
  const [comprando, setComprando] = useState<Compra | null>(null)
  const emCurso = useRef(false)

  const parar = () => {
    emCurso.current = false
    setComprando(null)
  }
  useVoltaDoPagamento(parar)

  const comprar = async (compra: Compra) => {
    if (emCurso.current) return false
    emCurso.current = true
    setComprando(compra)
    toast(CHECKOUT_MSG.redirecionando, 'info')
    try {
      const { data } = await checkout.mutateAsync({
        id_anuncio: compra.idAnuncio,
        forma_pagamento_selecionada: compra.forma,
        id_endereco: compra.idEndereco,
        modo_entrega: compra.modoEntrega,
      })
      // docs/product/carrinho-e-checkout.md: one reading of the answer nests the links one level deeper.
      const link = primeiroLink(
        data?.init_point,
        data?.data?.init_point,
        data?.sandbox_init_point,
        data?.data?.sandbox_init_point,
      )
      if (link) {
        irParaPagamento(link)
        return true
      }
      toast(CHECKOUT_MSG.linkNaoEncontrado, 'error')
    } catch (error) {
      toast(mensagemDoServidor(error) ?? CHECKOUT_MSG.erroIniciarCompra, 'error')
    }
    parar()
    return false
  }

  return { comprar, comprando }
}
