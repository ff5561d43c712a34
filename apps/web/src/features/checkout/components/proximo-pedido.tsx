import type { RetornoResponse } from '@recria/domain/checkout'
import { Store } from 'lucide-react'
import { useId } from 'react'
import { PedidoDeVendedor } from '../../../components/ui/pedido-de-vendedor.tsx'
import { PagarPedidoButton } from './pagar-pedido-button.tsx'

/**
 * The cart made one order per seller and each is paid on its own (docs/design.md#orders-and-money): while
 * another order of the same cart awaits payment, the result page offers it, naming the seller and the value.
 */
export function ProximoPedido({ proximo }: { proximo: RetornoResponse['proximo_pedido'] }) {
  const id = useId()
  if (!proximo) return null
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex w-full flex-col gap-3 rounded-xl border border-marca-100 bg-marca-50 p-4 text-left"
    >
      <h2 id={`${id}-titulo`} className="font-semibold text-marca-800">
        Seu carrinho tem outro pedido aguardando pagamento
      </h2>
      <p id={`${id}-pedido`} className="flex items-start gap-2 text-sm text-stone-800">
        <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-marca-700" />
        <span>
          <PedidoDeVendedor pedido={proximo} />
        </span>
      </p>
      <PagarPedidoButton idPedido={proximo.id_pedido} descritoPor={`${id}-pedido`}>
        Pagar próximo pedido
      </PagarPedidoButton>
    </section>
  )
}
