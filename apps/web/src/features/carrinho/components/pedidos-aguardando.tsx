import { CreditCard } from 'lucide-react'
import { useId } from 'react'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PedidoDeVendedor } from '../../../components/ui/pedido-de-vendedor.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useIrParaPagamento } from '../../../lib/use-ir-para-pagamento.ts'
import { useCheckoutCarrinho } from '../api/checkout-carrinho.ts'
import { useAguardandoPagamento } from '../api/get-aguardando-pagamento.ts'

/**
 * A checked-out cart whose orders were not all paid (the buyer left the provider's page): the
 * drawer keeps offering them, so leaving never loses an order (docs/design.md#orders-and-money).
 */
export function PedidosAguardando({ idUsuario }: { idUsuario: number }) {
  const id = useId()
  const aguardando = useAguardandoPagamento(idUsuario)
  const checkout = useCheckoutCarrinho()
  const { ir, enviando, erro } = useIrParaPagamento()
  const dados = aguardando.data
  if (!dados || dados.pedidos.length === 0) return null
  const pagar = () => ir(async () => (await checkout.mutateAsync(dados.id_carrinho)).data)

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="m-4 mb-0 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id={`${id}-titulo`} className="font-semibold text-stone-900">
        Pedidos aguardando pagamento
      </h3>
      <ul id={`${id}-pedidos`} className="flex flex-col gap-1 text-sm text-stone-800">
        {dados.pedidos.map((p) => (
          <li key={p.id_pedido}>
            <PedidoDeVendedor pedido={p} />
          </li>
        ))}
      </ul>
      <FormAlert message={erro} />
      <button
        type="button"
        onClick={pagar}
        aria-disabled={enviando || undefined}
        aria-busy={enviando || undefined}
        aria-describedby={`${id}-pedidos`}
        className={`${buttonClasses('primary', 'md')} w-full aria-disabled:cursor-wait aria-disabled:opacity-80`}
      >
        {enviando ? <Spinner className="size-4" /> : <CreditCard aria-hidden="true" className="size-4" />}
        {enviando ? 'Redirecionando...' : dados.pedidos.length > 1 ? 'Pagar pedidos' : 'Pagar pedido'}
      </button>
    </section>
  )
}
