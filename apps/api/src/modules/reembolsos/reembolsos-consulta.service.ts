// The refund pages' reads (docs/product/reembolsos.md): each side's list with its counters, one
// request for its two parties only, the statistics of each side a user is on.
import { centavosToReais } from '@recria/domain/pagamento'
import { REEMBOLSO_MSG } from '@recria/domain/reembolso'
import type { ReembolsoEstatisticasResponse, ReembolsosResponse } from '@recria/domain/reembolso-consulta'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type Paginacao, pageWindow } from '../../lib/pagination.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import { disputasRepository } from './disputas.repository.ts'
import { toReembolso, toReembolsoDoPedido } from './reembolsos.presenter.ts'
import {
  type FiltroReembolsos,
  type Lado,
  reembolsosLeituraRepository as leitura,
  type ReembolsoLinha,
} from './reembolsos-leitura.repository.ts'

export type ReembolsosConsultaService = ReturnType<typeof createReembolsosConsultaService>

export function createReembolsosConsultaService(
  { db }: Pick<Deps, 'db'>,
  { pedidos }: { pedidos: PedidosService },
) {
  /** The requests with their orders' product names, read in one more query. */
  async function apresentar(linhas: readonly ReembolsoLinha[]) {
    const itens = await pedidos.itens(db, [...new Set(linhas.map((l) => l.pedido.id_pedido))])
    const nomes = (idPedido: number) =>
      itens.filter((i) => i.id_pedido === idPedido).map((i) => i.nome_produto)
    return linhas.map((l) => toReembolso(l, nomes(l.pedido.id_pedido)))
  }

  /** One request, unchecked: for callers that already know who may see it. */
  async function um(idReembolso: number) {
    const linha = await leitura.porId(db, idReembolso)
    if (!linha) throw new NotFound(REEMBOLSO_MSG.naoEncontrado)
    const [reembolso] = await apresentar([linha])
    return reembolso as NonNullable<typeof reembolso>
  }

  async function estatisticasDe(lado: Lado, idUsuario: number) {
    const { solicitado, reembolsado, ...contadores } = await leitura.estatisticas(db, lado, idUsuario)
    return {
      contadores,
      valor_solicitado: centavosToReais(solicitado),
      valor_reembolsado: centavosToReais(reembolsado),
    }
  }

  return {
    um,

    /** The order's latest request, for the order's detail page (the orders module asks). */
    async ultimoDoPedido(executor: Executor, idPedido: number) {
      const row = await leitura.ultimoDoPedido(executor, idPedido)
      return row && toReembolsoDoPedido(row)
    },

    /** Whether the order is disputed, for the order's messages (the orders module asks). */
    temDisputa: (executor: Executor, idPedido: number) => disputasRepository.temDoPedido(executor, idPedido),

    /** GET /reembolsos/{id}: its buyer or its seller; 404 for an unknown one, 403 for a stranger. */
    async detalhe(idReembolso: number, user: SessionUser) {
      const reembolso = await um(idReembolso)
      const parte = [reembolso.usuario_comprador.id_usuario, reembolso.usuario_vendedor.id_usuario]
      if (!parte.includes(user.id_usuario)) throw new Forbidden(REEMBOLSO_MSG.semPermissao)
      return { reembolso }
    },

    /** One page and the counters; the page's total is its status's counter (or the total). */
    async listar(
      lado: Lado,
      idUsuario: number,
      query: Paginacao & FiltroReembolsos,
    ): Promise<ReembolsosResponse> {
      const janela = pageWindow(query)
      const [linhas, contadores] = await Promise.all([
        leitura.pagina(db, lado, idUsuario, query, janela),
        leitura.contadores(db, lado, idUsuario, query),
      ])
      const total = query.status ? contadores[query.status] : contadores.total
      return {
        reembolsos: await apresentar(linhas),
        total,
        pagina: janela.pagina,
        total_paginas: Math.ceil(total / janela.limit),
        contadores,
      }
    },

    /** GET /reembolsos/estatisticas/{id_usuario}: each side the user has a profile for. */
    async estatisticas(user: SessionUser): Promise<ReembolsoEstatisticasResponse> {
      const [vendedor, comprador] = await Promise.all([
        user.perfis.includes('vendedor') ? estatisticasDe('vendedor', user.id_usuario) : null,
        user.perfis.includes('comprador') ? estatisticasDe('comprador', user.id_usuario) : null,
      ])
      return { vendedor, comprador }
    },
  }
}
