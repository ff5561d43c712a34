import { CreditCard } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useIrParaPagamento } from '../../../lib/use-ir-para-pagamento.ts'
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
  const { ir, enviando, erro } = useIrParaPagamento()
  const pagar = () => ir(async () => (await checkout.mutateAsync(idPedido)).data)

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
