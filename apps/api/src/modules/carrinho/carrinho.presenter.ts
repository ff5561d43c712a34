import { type CarrinhoResponse, totaisDoCarrinho } from '@recria/domain/carrinho'
import type { AnuncioParaCompra } from '../anuncios/anuncios.module.ts'
import type { ItemRow } from './carrinho.repository.ts'

/** The cart at today's prices; an item whose listing is gone (deleted meanwhile) is left out. */
export function toCarrinho(
  idCarrinho: number,
  rows: readonly ItemRow[],
  anuncios: ReadonlyMap<number, AnuncioParaCompra>,
): CarrinhoResponse {
  const itens = rows.flatMap((row) => {
    const a = anuncios.get(row.id_anuncio)
    return a ? [{ ...a, row, quantidade: row.quantidade, forma: row.forma_pagamento_selecionada }] : []
  })
  const totais = totaisDoCarrinho(itens)
  return {
    id_carrinho: idCarrinho,
    itens: totais.itens.map(({ item, valor_unitario, quantidade_materia_prima }) => ({
      id_item_carrinho: item.row.id_item_carrinho,
      quantidade: item.quantidade,
      valor_unitario,
      forma_pagamento_selecionada: item.forma,
      quantidade_materia_prima,
      disponivel:
        item.disponibilidade === 'disponivel' && (item.forma === 'padrao' || item.aceitaSustentavel),
      anuncio: item.anuncio,
    })),
    quantidade_total_itens: totais.quantidade_total_itens,
    quantidade_total_materia_prima: totais.quantidade_total_materia_prima,
    valor_total: totais.valor_total,
  }
}
