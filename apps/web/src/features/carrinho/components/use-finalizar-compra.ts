import type { CarrinhoResponse } from '@recria/domain/carrinho'
import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import { useRef, useState } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { irParaPagamento, primeiroLink } from '../../../lib/checkout.ts'
import { useVoltaDoPagamento } from '../../../lib/use-volta-do-pagamento.ts'
import { useAguardarPagamento } from '../api/aguardar-pagamento.ts'
import { useCheckoutCarrinho } from '../api/checkout-carrinho.ts'
import { CARRINHO_TEXTOS } from './carrinho-textos.ts'

/**
 * 'Finalizar compra' (spec part 1 §4-§5): the guards, then the cart awaits payment, then the first
 * seller's payment link, then the browser leaves for it. `erro` is the alert the drawer shows until
 * the next attempt; `enviando` stays on while the page leaves, so nothing is sent twice.
 */
export function useFinalizarCompra(idUsuario: number | undefined, carrinho: CarrinhoResponse | null) {
  const { toast } = useToast()
  const aguardar = useAguardarPagamento()
  const checkout = useCheckoutCarrinho()
  const [erro, setErro] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  const emCurso = useRef(false)
  // Once awaiting payment the cart is no longer the active one: a second 'aguardar' would find it
  // empty. If only the link failed, the retry goes straight to the link of the same cart.
  const aguardando = useRef<number | null>(null)

  const parar = (mensagem: string | null) => {
    emCurso.current = false
    setEnviando(false)
    setErro(mensagem)
  }
  useVoltaDoPagamento(() => parar(null))

  const finalizar = async () => {
    if (emCurso.current) return
    setErro(null)
    if (idUsuario === undefined) return setErro(CHECKOUT_MSG.naoLogado)
    if (!carrinho || carrinho.itens.length === 0) return setErro(CHECKOUT_MSG.carrinhoVazio)
    emCurso.current = true
    setEnviando(true)
    toast(CHECKOUT_MSG.redirecionando, 'info')
    try {
      aguardando.current ??= (await aguardar.mutateAsync(idUsuario)).id_carrinho
      const { data } = await checkout.mutateAsync(aguardando.current)
      const link = primeiroLink(data?.init_point, data?.sandbox_init_point)
      if (!link) return parar(CARRINHO_TEXTOS.linkNaoEncontrado)
      irParaPagamento(link)
    } catch (error) {
      parar(mensagemDoServidor(error) ?? CHECKOUT_MSG.erroProcessar)
    }
  }

  return { finalizar, enviando, erro }
}
