import { CHECKOUT_MSG } from '@recria/domain/checkout-msg'
import { CreditCard } from 'lucide-react'
import { useRef, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { mensagemDoServidor } from '../../../lib/api.ts'
import { irParaPagamento, primeiroLink } from '../../../lib/checkout.ts'
import { useVoltaDoPagamento } from '../../../lib/use-volta-do-pagamento.ts'
import { useCheckoutPedido } from '../api/checkout-pedido.ts'

interface PagarPedidoButtonProps {
  idPedido: number
  children: string
  /** The text that names the order (seller, value), read with the button. */
  descritoPor?: string
}

/** Pays an order still awaiting payment: a new payment link, then the browser goes there. */
export function PagarPedidoButton({ idPedido, children, descritoPor }: PagarPedidoButtonProps) {
  const checkout = useCheckoutPedido()
  const [enviando, setEnviando] = useState(false)
  const [erro, setErro] = useState<string | null>(null)
  const emCurso = useRef(false)
  const parar = (mensagem: string | null) => {
    emCurso.current = false
    setEnviando(false)
    setErro(mensagem)
  }
  useVoltaDoPagamento(() => parar(null))

  const pagar = async () => {
    if (emCurso.current) return
    emCurso.current = true
    setEnviando(true)
    setErro(null)
    try {
      const { data } = await checkout.mutateAsync(idPedido)
      const link = primeiroLink(data?.init_point, data?.sandbox_init_point)
      if (link) return irParaPagamento(link)
      parar(CHECKOUT_MSG.linkNaoEncontrado)
    } catch (error) {
      parar(mensagemDoServidor(error) ?? CHECKOUT_MSG.erroProcessar)
    }
  }

  return (
    <div className="flex w-full flex-col gap-2">
      <button
        type="button"
        onClick={pagar}
        aria-disabled={enviando || undefined}
        aria-busy={enviando || undefined}
        aria-describedby={descritoPor}
        className={`${buttonClasses('primary', 'md')} w-full aria-disabled:cursor-wait aria-disabled:opacity-80`}
      >
        {enviando ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" className="size-4" />}
        {enviando ? 'Redirecionando...' : children}
      </button>
      <FormAlert message={erro} />
    </div>
  )
}
