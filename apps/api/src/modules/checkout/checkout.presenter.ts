import type { PedidoCheckout } from '@recria/domain/checkout'
import { centavosToReais } from '@recria/domain/pagamento'
import type { ItemPedidoRow, ResumoPedido } from '../pedidos/pedidos.service.ts'

const numero = (decimal: string | null) => (decimal === null ? null : Number(decimal))

/** Orders as the checkout answers them: money in reais, raw material as numbers. */
export function toPedidosCheckout(
  resumos: readonly ResumoPedido[],
  itens: readonly ItemPedidoRow[],
): PedidoCheckout[] {
  return resumos.map((p) => ({
    id_pedido: p.id_pedido,
    status_pedido: p.status_pedido,
    vendedor: p.vendedor,
    valor_total: centavosToReais(p.valor_total_centavos),
    quantidade_total_materia_prima: Number(p.quantidade_total_materia_prima),
    itens: itens
      .filter((i) => i.id_pedido === p.id_pedido)
      .map((i) => ({
        id_item_pedido: i.id_item_pedido,
        id_anuncio: i.id_anuncio,
        nome_produto: i.nome_produto,
        imagem_produto: i.imagem_produto,
        quantidade: i.quantidade,
        valor_unitario: centavosToReais(i.valor_unitario_centavos),
        valor_total_item: centavosToReais(i.valor_unitario_centavos * i.quantidade),
        forma_pagamento_selecionada: i.forma_pagamento_selecionada,
        quantidade_materia_prima: numero(i.quantidade_materia_prima),
        nome_materia_prima: i.nome_materia_prima,
        unidade_medida: i.unidade_medida,
      })),
  }))
}
