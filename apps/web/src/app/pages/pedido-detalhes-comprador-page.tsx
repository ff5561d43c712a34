import { PagarPedidoButton } from '../../features/pagamento/components/pagar-pedido-button.tsx'
import { PedidoDetalhesCompradorPage } from '../../features/pedidos/pages/pedido-detalhes-comprador-page.tsx'

/** /pedido/detalhes-comprador: the buyer's order (pedidos) with 'Pagar agora' (pagamento). */
export default function PedidoDetalhesCompradorRoute() {
  return (
    <PedidoDetalhesCompradorPage
      pagar={(idPedido) => <PagarPedidoButton idPedido={idPedido}>Pagar agora</PagarPedidoButton>}
    />
  )
}
