// A cart (or one buy-now unit) as the orders to write: every item checked by the same rule as adding
// it, priced at today's values, grouped by seller (one order each, DESIGN §8), totals in centavos.
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { CARRINHO_MSG, impedimentoDeCompra, valoresDoItem } from '@recria/domain/carrinho'
import { ITEM_IMPEDIDO_MSG } from '@recria/domain/checkout'
import type { EnderecoEntrega } from '@recria/domain/endereco'
import { itemsTotalCentavos, totaisDoPedidoCabem } from '@recria/domain/pagamento'
import { BusinessRule } from '../../lib/errors.ts'
import type { AnuncioParaCompra } from '../anuncios/anuncios-compra.service.ts'
import type { NovoItem, NovoPedido } from '../pedidos/pedidos.service.ts'

export interface Linha {
  quantidade: number
  forma: FormaPagamento
  anuncio: AnuncioParaCompra
}

/** The item snapshot of one line; refuses, naming the product, a line that cannot be bought now. */
function snapshot(linha: Linha, idComprador: number): NovoItem {
  const { anuncio: a, quantidade, forma } = linha
  const impedimento = impedimentoDeCompra(a, idComprador, forma)
  if (impedimento) throw new BusinessRule(ITEM_IMPEDIDO_MSG[impedimento](a.anuncio.produto.nome))
  const { unitarioCentavos, materiaCentesimos } = valoresDoItem({ ...a, quantidade, forma })
  const sustentavel = materiaCentesimos !== null
  return {
    id_anuncio: a.anuncio.id_anuncio,
    nome_produto: a.anuncio.produto.nome,
    imagem_produto: a.anuncio.produto.imagem,
    quantidade,
    valor_unitario_centavos: unitarioCentavos,
    forma_pagamento_selecionada: forma,
    creditos_por_unidade: sustentavel ? a.creditos : 0,
    materia_centesimos: materiaCentesimos,
    nome_materia_prima: sustentavel ? (a.materia?.nome_materia_prima ?? null) : null,
    unidade_medida: sustentavel ? (a.materia?.unidade_medida ?? null) : null,
  }
}

/** One order per seller, in the order the sellers first appear among the lines, each with the address. */
export function pedidosDasLinhas(
  linhas: readonly Linha[],
  idComprador: number,
  idCarrinho: number | null,
  enderecoEntrega: EnderecoEntrega | null = null,
): NovoPedido[] {
  const porVendedor = new Map<number, NovoItem[]>()
  for (const linha of linhas) {
    const itens = porVendedor.get(linha.anuncio.idVendedor) ?? []
    itens.push(snapshot(linha, idComprador))
    porVendedor.set(linha.anuncio.idVendedor, itens)
  }
  return [...porVendedor].map(([idVendedor, itens]) => {
    const valorTotalCentavos = itemsTotalCentavos(
      itens.map((i) => ({ quantidade: i.quantidade, valorUnitarioCentavos: i.valor_unitario_centavos })),
    )
    const materiaCentesimos = itens.reduce((soma, i) => soma + (i.materia_centesimos ?? 0), 0)
    // Refused before anything is written: the totals must fit their columns.
    if (!totaisDoPedidoCabem({ valorTotalCentavos, materiaCentesimos }))
      throw new BusinessRule(CARRINHO_MSG.totalAcimaDoLimite)
    return {
      id_usuario_comprador: idComprador,
      id_usuario_vendedor: idVendedor,
      id_carrinho: idCarrinho,
      valor_total_centavos: valorTotalCentavos,
      materia_centesimos: materiaCentesimos,
      itens,
      endereco_entrega: enderecoEntrega,
    }
  })
}
