// The ratings lists (docs/product/avaliacoes.md): a product's reviews for anyone, an order's for its two
// parties, the seller's with their statistics, and the buyer's own.
import { NOTAS } from '@recria/domain/avaliacao'
import { PEDIDO_MSG } from '@recria/domain/pedido'
import { PRODUTO_MSG } from '@recria/domain/produto'
import type { Deps } from '../../deps.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type Paginacao, pageWindow } from '../../lib/pagination.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import { toAvaliacao, toAvaliacaoPublica, toEstatisticas } from './avaliacoes.presenter.ts'
import { avaliacoesRepository } from './avaliacoes.repository.ts'
import {
  type AvaliacaoRow,
  type FiltroComprador,
  type FiltroVendedor,
  avaliacoesConsultaRepository as repo,
} from './avaliacoes-consulta.repository.ts'

const paginas = (total: number, limit: number) => Math.ceil(total / limit)

/** A page of the seller's or the buyer's list, as both answer it. */
const lista = (
  { rows, total }: { rows: AvaliacaoRow[]; total: number },
  janela: { pagina: number; limit: number },
) => ({
  avaliacoes: rows.map(toAvaliacao),
  total,
  pagina: janela.pagina,
  total_paginas: paginas(total, janela.limit),
})

export function createAvaliacoesConsultaService(
  { db }: Pick<Deps, 'db'>,
  { pedidos }: { pedidos: PedidosService },
) {
  return {
    /**
     * GET /avaliacoes/produto/{id}: newest first, without the signed-in user's own
     * (docs/product/avaliacoes.md). The total is the kept count, less the user's own review when there is
     * one.
     */
    async doProduto(idProduto: number, idUsuario: number | null, query: Paginacao) {
      if (!(await avaliacoesRepository.produto(db, idProduto))) throw new NotFound(PRODUTO_MSG.naoEncontrado)
      const janela = pageWindow(query)
      const [rows, figuras, propria] = await Promise.all([
        repo.doProduto(db, idProduto, idUsuario, janela),
        repo.figurasDoProduto(db, idProduto),
        idUsuario === null ? null : avaliacoesRepository.idDoComprador(db, idUsuario, idProduto),
      ])
      const total = figuras.total - (propria === null ? 0 : 1)
      return {
        sucesso: true as const,
        dados: {
          avaliacoes: rows.map(toAvaliacaoPublica),
          total,
          pagina: janela.pagina,
          total_paginas: paginas(total, janela.limit),
          mediaGeral: figuras.media,
          totalAvaliacoes: figuras.total,
        },
      }
    },

    /** GET /avaliacoes/pedido/{id}: the order's two parties only. */
    async doPedido(idPedido: number, user: SessionUser) {
      const partes = await pedidos.partes(db, idPedido)
      if (!partes) throw new NotFound(PEDIDO_MSG.naoEncontrado)
      if (![partes.id_usuario_comprador, partes.id_usuario_vendedor].includes(user.id_usuario))
        throw new Forbidden(PEDIDO_MSG.semPermissao)
      return {
        sucesso: true as const,
        dados: { avaliacoes: (await repo.doPedido(db, idPedido)).map(toAvaliacao) },
      }
    },

    /** GET /avaliacoes/vendedor/{id}: a page, the seller's kept statistics and the product options. */
    async doVendedor(idVendedor: number, query: Paginacao & FiltroVendedor) {
      const janela = pageWindow(query)
      const [pagina, figuras, produtos] = await Promise.all([
        repo.doVendedor(db, idVendedor, query, janela),
        repo.figurasDoVendedor(db, idVendedor),
        repo.produtosAvaliados(db, idVendedor),
      ])
      return {
        sucesso: true as const,
        dados: { ...lista(pagina, janela), estatisticas: toEstatisticas(figuras), produtos },
      }
    },

    /** GET /avaliacoes/vendedor/{id}/opcoes-filtro */
    async opcoesFiltro(idVendedor: number) {
      return {
        sucesso: true as const,
        dados: { produtos: await repo.produtosAvaliados(db, idVendedor), notas: [...NOTAS] },
      }
    },

    /** GET /avaliacoes/comprador and /avaliacoes/usuario/{id}: one's own reviews. */
    async doComprador(idComprador: number, query: Paginacao & FiltroComprador) {
      const janela = pageWindow(query)
      const pagina = await repo.doComprador(db, idComprador, query, janela)
      return { sucesso: true as const, dados: lista(pagina, janela) }
    },
  }
}

export type AvaliacoesConsultaService = ReturnType<typeof createAvaliacoesConsultaService>
