// Orders as the orders pages read them: money in reais, raw material as numbers, dates in ISO-8601.
import { visibilidadeDadosPrivados } from '@recria/domain/dados-privados'
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import type { EntregaDoPedido } from '@recria/domain/entrega-pedido'
import { centavosToReais, mapPaymentStatus } from '@recria/domain/pagamento'
import { normalizeStatusPedido, type StatusPedido } from '@recria/domain/pedido'
import type {
  ItemPedido,
  PedidoDetalheResponse,
  PedidoDoComprador,
  PedidoDoVendedor,
} from '@recria/domain/pedidos-consulta'
import type { ReembolsoDoPedido } from '@recria/domain/reembolso'
import type { EstadoPedido, TipoCancelamento } from './pedidos-acoes.repository.ts'
import type { ItemPedidoRow } from './pedidos-checkout.repository.ts'
import type { EventoRow, PagamentoDoPedidoRow, PedidoDetalheRow } from './pedidos-detalhe.repository.ts'
import type { Lado, PedidoListaRow } from './pedidos-lista.repository.ts'

const numero = (decimal: string | null) => (decimal === null ? null : Number(decimal))
/** A date as ISO-8601; raw statements (`execute`) answer it as text. */
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString())

type Marcos = Record<
  | 'data_confirmacao'
  | 'data_preparacao'
  | 'data_pronto_entrega'
  | 'data_entrega_realizada'
  | 'data_cancelamento'
  | 'data_reembolso',
  Date | null
> & { motivo_cancelamento: string | null; tipo_cancelamento: string | null }

/** The order's milestones, as the detail and the answer to each step give them. */
function toMarcos(p: Marcos) {
  return {
    data_confirmacao: iso(p.data_confirmacao),
    data_preparacao: iso(p.data_preparacao),
    data_pronto_entrega: iso(p.data_pronto_entrega),
    data_entrega_realizada: iso(p.data_entrega_realizada),
    data_cancelamento: iso(p.data_cancelamento),
    motivo_cancelamento: p.motivo_cancelamento,
    tipo_cancelamento: p.tipo_cancelamento as TipoCancelamento | null,
    data_reembolso: iso(p.data_reembolso),
  }
}

/** The order after a step or a cancellation (PUT /pedidos/{id}/status, /cancelar). */
export const toPedidoAcao = (p: EstadoPedido) => ({
  id_pedido: p.id_pedido,
  status_pedido: p.status_pedido,
  ...toMarcos(p),
})

/** A card's own part; each side adds the other party as its page names it. */
function toResumo(p: PedidoListaRow) {
  return {
    id_pedido: p.id_pedido,
    status_pedido: p.status_pedido,
    valor_total: centavosToReais(p.valor_total_centavos),
    quantidade_total_materia_prima: Number(p.quantidade_total_materia_prima),
    data_criacao: p.data_criacao.toISOString(),
    quantidade_itens: p.quantidade_itens,
    produto_principal: p.nome_produto === null ? null : { nome: p.nome_produto, imagem: p.imagem_produto },
    mensagens_nao_lidas: p.mensagens_nao_lidas,
  }
}

export const toPedidoDoVendedor = (p: PedidoListaRow): PedidoDoVendedor => ({
  ...toResumo(p),
  comprador: p.outro,
})

export const toPedidoDoComprador = (p: PedidoListaRow): PedidoDoComprador => ({
  ...toResumo(p),
  vendedor: p.outro,
})

export function toItemPedido(i: ItemPedidoRow): ItemPedido {
  return {
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
    quantidade_recebida: numero(i.quantidade_recebida),
    anuncio: {
      id_anuncio: i.id_anuncio,
      produto: { nome: i.nome_produto, imagem: i.imagem_produto },
      materia_prima:
        i.nome_materia_prima === null
          ? null
          : { nome_materia_prima: i.nome_materia_prima, unidade_medida: i.unidade_medida },
    },
  }
}

/** The provider's payment id goes to the seller only (docs/product/pedidos.md). */
function toPagamento(g: PagamentoDoPedidoRow, lado: Lado) {
  return {
    id_pagamento: g.id_pagamento,
    status: mapPaymentStatus(g.status),
    tipo_pagamento: g.tipo_pagamento,
    valor_total: centavosToReais(g.valor_total_centavos),
    valor_taxa: centavosToReais(g.valor_taxa_centavos),
    valor_liquido: centavosToReais(g.valor_liquido_centavos),
    data_criacao: g.data_criacao.toISOString(),
    ...(lado === 'vendedor' && { mercado_pago_payment_id: g.mercado_pago_payment_id }),
  }
}

/**
 * The order's delivery (decision 029), null on orders made before delivery modes. The pickup place
 * and its instructions are the seller's own; the buyer reads them only while `visiveis` (decision 041).
 */
function toEntrega(p: PedidoDetalheRow['pedido'], lado: Lado, visiveis: boolean): EntregaDoPedido | null {
  if (p.modo_entrega === null) return null
  const local = lado === 'vendedor' || visiveis
  const acompanhamento = p.acompanhamento_entrega ?? null
  return {
    modo: p.modo_entrega as ModoEntrega,
    taxa: centavosToReais(p.taxa_entrega_centavos),
    prazo_dias: p.prazo_entrega_dias,
    retirada: local ? (p.retirada ?? null) : null,
    acompanhamento: acompanhamento?.modo === 'retirada' && !local ? null : acompanhamento,
  }
}

/** Each party as the reader sees it: the other one's phone only while `visiveis` (decision 041). */
function partes({ comprador, vendedor }: PedidoDetalheRow, lado: Lado, visiveis: boolean) {
  const semTelefone = <T extends { telefone: string | null }>(parte: T) =>
    visiveis ? parte : { ...parte, telefone: null }
  return lado === 'vendedor'
    ? { comprador: semTelefone(comprador), vendedor }
    : { comprador, vendedor: semTelefone(vendedor) }
}

/**
 * The one place an order's detail is shaped, for both of its sides. `statusPagante` is the provider's
 * status of the payment that paid it: with the order's own status and refund date it decides whether
 * the private data are shown (decision 041).
 */
export function toDetalhe(
  row: PedidoDetalheRow,
  lado: Lado,
  itens: readonly ItemPedidoRow[],
  pagamento: PagamentoDoPedidoRow | null,
  eventos: readonly EventoRow[],
  reembolso: ReembolsoDoPedido | null,
  statusPagante: string | null,
): Omit<PedidoDetalheResponse, 'materia'> {
  const p = row.pedido
  // The table's check constraints hold these to their vocabularies.
  const status = p.status_pedido as StatusPedido
  const dados = visibilidadeDadosPrivados({
    status_pedido: status,
    data_reembolso: p.data_reembolso,
    status_pagamento: statusPagante,
  })
  const visiveis = dados === 'visiveis'
  return {
    id_pedido: p.id_pedido,
    status_pedido: status,
    status,
    valor_total: centavosToReais(p.valor_total_centavos),
    quantidade_total_materia_prima: Number(p.quantidade_total_materia_prima),
    data_criacao: p.data_criacao.toISOString(),
    data_pedido: p.data_criacao.toISOString(),
    data_pagamento_aprovado: iso(p.data_pagamento_aprovado),
    ...toMarcos(p),
    ...partes(row, lado, visiveis),
    itens: itens.map(toItemPedido),
    pagamento: pagamento && toPagamento(pagamento, lado),
    id_pagamento: pagamento?.id_pagamento ?? null,
    reembolso,
    dados_privados: dados,
    endereco_entrega: lado === 'comprador' || visiveis ? (p.endereco_entrega ?? null) : null,
    entrega: toEntrega(p, lado, visiveis),
    eventos: eventos.map((e) => ({
      status_anterior: e.status_anterior === null ? null : normalizeStatusPedido(e.status_anterior),
      status_novo: normalizeStatusPedido(e.status_novo),
      origem: e.origem,
      descricao: e.descricao,
      criado_em: e.criado_em.toISOString(),
    })),
  }
}
