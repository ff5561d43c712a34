import { useQueryClient } from '@tanstack/react-query'
import { AvaliarItem } from '../../features/avaliacoes/components/avaliar-item.tsx'
import { PagarPedidoButton } from '../../features/checkout/components/pagar-pedido-button.tsx'
import { PedidoDetalhesCompradorPage } from '../../features/pedidos/pages/pedido-detalhes-comprador-page.tsx'
import { ReembolsoPedido } from '../../features/reembolsos/components/reembolso-pedido.tsx'
import { pedidosKeys } from '../../lib/query-keys.ts'

/**
 * /pedido/detalhes-comprador: the buyer's order (pedidos) with 'Pagar agora' (pagamento) and the
 * refund section with its request modal (reembolsos), and 'Avaliar' on its delivered items (avaliacoes).
 */
export default function PedidoDetalhesCompradorRoute() {
  const queryClient = useQueryClient()
  return (
    <PedidoDetalhesCompradorPage
      pagar={(idPedido) => <PagarPedidoButton idPedido={idPedido}>Pagar agora</PagarPedidoButton>}
      reembolso={(pedido) => (
        <ReembolsoPedido
          pedido={pedido}
          onSolicitado={() => queryClient.invalidateQueries({ queryKey: pedidosKeys.all })}
        />
      )}
      avaliar={(item) => (
        <AvaliarItem
          idProduto={item.id_produto_a_avaliar}
          nomeProduto={item.nome_produto}
          onSalva={() => queryClient.invalidateQueries({ queryKey: pedidosKeys.all })}
        />
      )}
    />
  )
}
