/** An order item as the order's detail gives it (PedidoDetalheResponse's items), its material fields. */
export interface ItemComMateria {
  id_item_pedido: number
  nome_produto: string
  forma_pagamento_selecionada: string
  quantidade_materia_prima: number | null
  nome_materia_prima: string | null
  unidade_medida: string | null
  quantidade_recebida: number | null
}

export interface MateriaDoPedido {
  id_item_pedido: number
  nome_produto: string
  nome_materia_prima: string
  unidade_medida: string | null
  devida: number
  recebida: number | null
}

/** The order's items paid with raw material, with what each owes and what was recorded received. */
export function materiasDoPedido(itens: readonly ItemComMateria[]): MateriaDoPedido[] {
  return itens.flatMap((i) =>
    i.forma_pagamento_selecionada === 'sustentavel' &&
    i.quantidade_materia_prima !== null &&
    i.nome_materia_prima !== null
      ? [
          {
            id_item_pedido: i.id_item_pedido,
            nome_produto: i.nome_produto,
            nome_materia_prima: i.nome_materia_prima,
            unidade_medida: i.unidade_medida,
            devida: i.quantidade_materia_prima,
            recebida: i.quantidade_recebida,
          },
        ]
      : [],
  )
}
