// A cart (or one buy-now unit) as the orders to write: every item checked by the same rule as adding
// it, priced at today's values, grouped by seller (one order each, docs/design.md#orders-and-money), totals
// in centavos.
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { CARRINHO_MSG, impedimentoDeCompra, valoresDoItem } from '@recria/domain/carrinho'
import { ITEM_IMPEDIDO_MSG } from '@recria/domain/checkout'
import type { EnderecoEntrega } from '@recria/domain/endereco'
import type { EntregaVendedorDados } from '@recria/domain/entrega'
import {
  ENTREGA_OPCOES_MSG,
  type EscolhaEntrega,
  type ModoEntrega,
  type OpcaoEntrega,
  opcaoPadrao,
} from '@recria/domain/entrega-opcoes'
import type { RetiradaDoPedido } from '@recria/domain/entrega-pedido'
import { itemsTotalCentavos, totaisDoPedidoCabem } from '@recria/domain/pagamento'
import { BadRequest, BusinessRule } from '../../lib/errors.ts'
import type { AnuncioParaCompra } from '../anuncios/anuncios.module.ts'
import type { NovoItem, NovoPedido } from '../pedidos/pedidos.module.ts'

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
    valor_padrao_unitario_centavos: a.precoCentavos,
    creditos_por_unidade: sustentavel ? a.creditos : 0,
    materia_centesimos: materiaCentesimos,
    nome_materia_prima: sustentavel ? (a.materia?.nome_materia_prima ?? null) : null,
    unidade_medida: sustentavel ? (a.materia?.unidade_medida ?? null) : null,
  }
}

/** How one seller's order is delivered, as the checkout decided it (decision 029). */
export interface EntregaEscolhida {
  modo: ModoEntrega
  taxa_centavos: number
  prazo_dias: number | null
  /** Pickup: the atelier's address and hours as they are now; null for the other modes. */
  retirada: RetiradaDoPedido | null
}

/** The sellers of some lines, each once, in the order they first appear. */
export function vendedoresDasLinhas(linhas: readonly Linha[]) {
  const vendedores = new Map<number, string>()
  for (const { anuncio } of linhas)
    if (!vendedores.has(anuncio.idVendedor))
      vendedores.set(anuncio.idVendedor, anuncio.anuncio.usuario_vendedor.nome)
  return [...vendedores].map(([id, nome]) => ({ id, nome }))
}

/**
 * Each seller's delivery: the mode the buyer named, which must serve the destination (422 naming the
 * seller otherwise), or, for a seller not named, the default option (`opcaoPadrao`); a seller with no
 * option for the destination is refused by name. A choice naming no seller of these lines is a 400.
 */
export function entregasEscolhidas(
  vendedores: readonly { id: number; nome: string }[],
  opcoes: ReadonlyMap<number, { config: EntregaVendedorDados; opcoes: OpcaoEntrega[] }>,
  escolhas: readonly EscolhaEntrega[] = [],
): Map<number, EntregaEscolhida> {
  const ids = new Set(vendedores.map((v) => v.id))
  if (escolhas.some((e) => !ids.has(e.id_vendedor)))
    throw new BadRequest(ENTREGA_OPCOES_MSG.vendedorForaDoCarrinho)
  const escolhidas = new Map<number, EntregaEscolhida>()
  for (const { id, nome } of vendedores) {
    const doVendedor = opcoes.get(id)
    const servem = doVendedor?.opcoes ?? []
    const nomeado = escolhas.find((e) => e.id_vendedor === id)?.modo
    const opcao = nomeado === undefined ? opcaoPadrao(servem) : servem.find((o) => o.modo === nomeado)
    if (!opcao)
      throw new BusinessRule(
        servem.length === 0 ? ENTREGA_OPCOES_MSG.semOpcao(nome) : ENTREGA_OPCOES_MSG.naoAtende(nome),
      )
    const local = doVendedor?.config.retirada
    escolhidas.set(id, {
      modo: opcao.modo,
      taxa_centavos: opcao.taxa_centavos,
      prazo_dias: opcao.prazo_dias,
      retirada:
        opcao.modo === 'retirada' && local?.ativa && local.endereco && local.horario
          ? { endereco: local.endereco, horario: local.horario }
          : null,
    })
  }
  return escolhidas
}

/**
 * One order per seller, in the order the sellers first appear among the lines, each with the address
 * and its seller's delivery (a seller missing from `entregas` is a programming error).
 */
export function pedidosDasLinhas(
  linhas: readonly Linha[],
  idComprador: number,
  idCarrinho: number | null,
  enderecoEntrega: EnderecoEntrega | null,
  entregas: ReadonlyMap<number, EntregaEscolhida>,
): NovoPedido[] {
  const porVendedor = new Map<number, NovoItem[]>()
  for (const linha of linhas) {
    const itens = porVendedor.get(linha.anuncio.idVendedor) ?? []
    itens.push(snapshot(linha, idComprador))
    porVendedor.set(linha.anuncio.idVendedor, itens)
  }
  return [...porVendedor].map(([idVendedor, itens]) => {
    const entrega = entregas.get(idVendedor)
    if (!entrega) throw new Error(`vendedor ${idVendedor} sem entrega escolhida`)
    // The order's total is its items plus the delivery fee (decision 029).
    const valorTotalCentavos =
      itemsTotalCentavos(
        itens.map((i) => ({ quantidade: i.quantidade, valorUnitarioCentavos: i.valor_unitario_centavos })),
      ) + entrega.taxa_centavos
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
      modo_entrega: entrega.modo,
      taxa_entrega_centavos: entrega.taxa_centavos,
      prazo_entrega_dias: entrega.prazo_dias,
      retirada: entrega.retirada,
    }
  })
}
