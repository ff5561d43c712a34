import type { PedidoCheckout } from '@recria/domain/checkout'
import { centavosToReais } from '@recria/domain/pagamento'
import { type ItemPedidoRow, type ResumoPedido, toItemPedido } from '../pedidos/pedidos.module.ts'

/** Orders as the checkout answers them: money in reais, raw material as numbers, items as the order shows them. */
export function toPedidosCheckout(
  resumos: readonly ResumoPedido[],
  itens: readonly ItemPedidoRow[],
): PedidoCheckout[] {
  return resumos.map((p) => ({
    id_pedido: p.id_pedido,
    status_pedido: p.status_pedido,
    vendedor: p.vendedor,
    valor_total: centavosToReais(p.valor_total_centavos),
    taxa_entrega: centavosToReais(p.taxa_entrega_centavos),
    modo_entrega: p.modo_entrega,
    prazo_entrega_dias: p.prazo_entrega_dias,
    quantidade_total_materia_prima: Number(p.quantidade_total_materia_prima),
    itens: itens.filter((i) => i.id_pedido === p.id_pedido).map(toItemPedido),
  }))
}
