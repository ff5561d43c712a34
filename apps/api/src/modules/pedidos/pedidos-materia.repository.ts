// The raw material a sustainable order owes its seller and what the seller recorded as received
// (decision 028). Part of the pedidos module.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export type MateriaDoItemRow = {
  id_item_pedido: number
  nome_materia_prima: string
  unidade_medida: string | null
  quantidade_materia_prima: string
  quantidade_recebida: string | null
}

export const pedidosMateriaRepository = {
  /** The order's items paid with raw material, in item order (the caller holds the order's lock). */
  async itens(tx: Executor, idPedido: number) {
    const { rows } = await tx.execute<MateriaDoItemRow>(sql`
      select id_item_pedido, nome_materia_prima, unidade_medida,
             quantidade_materia_prima::text as quantidade_materia_prima,
             quantidade_recebida::text as quantidade_recebida
      from itens_pedido
      where id_pedido = ${idPedido} and forma_pagamento_selecionada = 'sustentavel'
        and quantidade_materia_prima is not null and nome_materia_prima is not null
      order by id_item_pedido`)
    return rows
  },

  async registrar(tx: Executor, idItem: number, quantidade: number) {
    await tx.execute(
      sql`update itens_pedido set quantidade_recebida = ${quantidade.toFixed(2)} where id_item_pedido = ${idItem}`,
    )
  },

  /** The timeline's line: the order keeps its status, the receipt is told in words. */
  async evento(tx: Executor, idPedido: number, status: string, descricao: string, origem = 'vendedor') {
    await tx.execute(sql`
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      values (${idPedido}, ${status}, ${status}, ${origem}, ${descricao})`)
  },
}
