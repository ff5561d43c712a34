// A refund as both sides' pages read it (docs/product/reembolsos.md): money in reais, dates in
// ISO-8601, the order's items under pagamento.pedido.itens[].anuncio.produto.nome.

import { visibilidadeDadosPrivados } from '@recria/domain/dados-privados'
import type { DisputaDoReembolso, StatusDisputa } from '@recria/domain/disputa'
import { centavosToReais, mapPaymentStatus } from '@recria/domain/pagamento'
import { normalizeStatusPedido } from '@recria/domain/pedido'
import type { MotivoReembolso, ReembolsoDoPedido, StatusReembolso } from '@recria/domain/reembolso'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import type { DisputaRow } from './disputas.repository.ts'
import type { ReembolsoRow } from './reembolsos.repository.ts'
import type { ReembolsoLinha } from './reembolsos-leitura.repository.ts'

const iso = (date: Date | null) => (date === null ? null : date.toISOString())
const reais = (centavos: number | null) => (centavos === null ? null : centavosToReais(centavos))

/** The table's check constraints hold status and motivo to their vocabularies. */
const status = (r: ReembolsoRow) => r.status as StatusReembolso
const motivo = (r: ReembolsoRow) => r.motivo as MotivoReembolso

/**
 * The parties' phones follow their order's (decision 041): shown while the sale is kept, an open
 * request or dispute included, gone once the order ends refunded or cancelled. The request's payment
 * is the one that paid the order.
 */
function partes(l: ReembolsoLinha) {
  const dados = visibilidadeDadosPrivados({
    status_pedido: normalizeStatusPedido(l.pedido.status_pedido),
    data_reembolso: l.pedido.data_reembolso,
    status_pagamento: l.pagamento.status,
  })
  if (dados === 'visiveis')
    return { dados_privados: dados, usuario_comprador: l.comprador, usuario_vendedor: l.vendedor }
  return {
    dados_privados: dados,
    usuario_comprador: { ...l.comprador, telefone: null },
    usuario_vendedor: { ...l.vendedor, telefone: null },
  }
}

export function toReembolso(l: ReembolsoLinha, produtos: readonly string[]): ReembolsoResponse {
  const r = l.reembolso
  return {
    id_reembolso: r.id_reembolso,
    id_pagamento: r.id_pagamento,
    id_pedido: r.id_pedido,
    status: status(r),
    motivo: motivo(r),
    descricao_motivo: r.descricao_motivo,
    descricao: r.descricao_motivo,
    valor_solicitado: centavosToReais(r.valor_solicitado_centavos),
    valor_aprovado: reais(r.valor_aprovado_centavos),
    resposta_vendedor: r.resposta_vendedor,
    data_resposta: iso(r.data_resposta),
    data_criacao: r.data_criacao.toISOString(),
    data_conclusao: iso(r.data_conclusao),
    pagamento: {
      id_pagamento: l.pagamento.id_pagamento,
      status: mapPaymentStatus(l.pagamento.status),
      tipo_pagamento: l.pagamento.tipo_pagamento,
      valor_total: centavosToReais(l.pagamento.valor_total_centavos),
      valor_reembolsado: centavosToReais(l.pagamento.valor_reembolsado_centavos),
      pedido: {
        id_pedido: l.pedido.id_pedido,
        status_pedido: normalizeStatusPedido(l.pedido.status_pedido),
        data_criacao: l.pedido.data_criacao.toISOString(),
        valor_total: centavosToReais(l.pedido.valor_total_centavos),
        data_reembolso: iso(l.pedido.data_reembolso),
        itens: produtos.map((nome) => ({ anuncio: { produto: { nome } } })),
      },
    },
    ...partes(l),
    disputa: disputaDe(l.disputada) ?? disputaDe(l.decidida),
  }
}

type Disputa = Omit<DisputaRow, 'id_pedido' | 'id_usuario_comprador' | 'id_usuario_vendedor' | 'id_operador'>
type Nula<T> = { [K in keyof T]: T[K] | null } | null

/** A left-joined dispute: null when the request has none on that side. */
function disputaDe(d: Nula<Disputa>) {
  return d && d.id_disputa !== null ? toDisputa(d as Disputa) : null
}

/** The table's check constraint holds the status to its vocabulary. */
export function toDisputa(d: Disputa): DisputaDoReembolso {
  return {
    id_disputa: d.id_disputa,
    id_reembolso: d.id_reembolso,
    status: d.status as StatusDisputa,
    descricao: d.descricao,
    decisao_motivo: d.decisao_motivo,
    id_reembolso_decisao: d.id_reembolso_decisao,
    data_criacao: d.data_criacao.toISOString(),
    data_decisao: iso(d.data_decisao),
  }
}

export function toReembolsoDoPedido(r: ReembolsoRow): ReembolsoDoPedido {
  return {
    id_reembolso: r.id_reembolso,
    status: status(r),
    motivo: motivo(r),
    valor_solicitado: centavosToReais(r.valor_solicitado_centavos),
    valor_aprovado: reais(r.valor_aprovado_centavos),
    data_criacao: r.data_criacao.toISOString(),
  }
}
