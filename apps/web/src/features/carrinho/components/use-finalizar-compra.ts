import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import type { EscolhaEntrega } from '@recria/domain/entrega-opcoes'
import { useRef } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { useIrParaPagamento } from '../../../lib/use-ir-para-pagamento.ts'
import { useAguardarPagamento } from '../api/aguardar-pagamento.ts'
import { useCheckoutCarrinho } from '../api/checkout-carrinho.ts'
import { CARRINHO_TEXTOS } from './carrinho-textos.ts'

export interface EntregaDaCompra {
  idEndereco?: number
  /** One choice per seller. */
  entregas: EscolhaEntrega[]
  /** Why the checkout cannot go on yet; nothing is sent while set. */
  bloqueio: string | null
}

/**
 * 'Finalizar compra' (docs/product/carrinho-e-checkout.md): the guards, then the cart awaits payment with the
 * address and each seller's delivery, then the first seller's payment link, then the browser leaves for it.
 * `erro` is the alert the drawer shows until the next attempt (a 422 names the item or the seller);
 * `enviando` stays on while the page leaves, so nothing is sent twice.
 */
export function useFinalizarCompra(
  idUsuario: number | undefined,
  carrinho: CarrinhoResponse | null,
  entrega: EntregaDaCompra,
) {
  const { toast } = useToast()
  const aguardar = useAguardarPagamento()
  const checkout = useCheckoutCarrinho()
  const { ir, enviando, erro, setErro } = useIrParaPagamento()
  // Once awaiting payment the cart is no longer the active one: a second 'aguardar' would find it
  // empty. If only the link failed, the retry goes straight to the link of the same cart.
  const aguardando = useRef<number | null>(null)

  const finalizar = async () => {
    if (enviando || entrega.bloqueio) return
    if (idUsuario === undefined) return setErro(CHECKOUT_MSG.naoLogado)
    if (!carrinho || carrinho.itens.length === 0) return setErro(CHECKOUT_MSG.carrinhoVazio)
    toast(CHECKOUT_MSG.redirecionando, 'info')
    await ir(async () => {
      aguardando.current ??= (
        await aguardar.mutateAsync({ idUsuario, idEndereco: entrega.idEndereco, entregas: entrega.entregas })
      ).id_carrinho
      return (await checkout.mutateAsync(aguardando.current)).data
    }, CARRINHO_TEXTOS.linkNaoEncontrado)
  }

  return { finalizar, enviando, erro }
}
