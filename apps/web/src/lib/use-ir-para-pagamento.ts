import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import { useRef, useState } from 'react'
import { mensagemDoServidor } from './api.ts'
import { irParaPagamento, primeiroLink } from './checkout.ts'
import { useVoltaDoPagamento } from './use-volta-do-pagamento.ts'

type Links = { init_point?: string | null; sandbox_init_point?: string | null } | undefined

/**
 * Every 'pay' button (the cart's, an unpaid order's, the drawer's pending orders): asks for a payment
 * link once at a time, then the browser leaves for it. `enviando` stays on while the page leaves, so
 * nothing is sent twice; `erro` is what the button shows until the next try.
 */
export function useIrParaPagamento() {
  const [enviando, setEnviando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)
  const emCurso = useRef(false)
  const parar = (mensagem: string | null) => {
    emCurso.current = false
    setEnviando(false)
    setErro(mensagem)
  }
  useVoltaDoPagamento(() => parar(null))

  /** `pedirLink` answers the provider's links; `semLink` is said when neither came back. */
  const ir = async (pedirLink: () => Promise<Links>, semLink: string = CHECKOUT_MSG.linkNaoEncontrado) => {
    if (emCurso.current) return
    emCurso.current = true
    setEnviando(true)
    setErro(null)
    try {
      const links = await pedirLink()
      const link = primeiroLink(links?.init_point, links?.sandbox_init_point)
      if (link) return irParaPagamento(link)
      parar(semLink)
    } catch (error) {
      parar(mensagemDoServidor(error) ?? CHECKOUT_MSG.erroProcessar)
    }
  }

  return { ir, enviando, erro, setErro }
}
