// The orders pages of both sides (docs/product/pedidos.md): the lists, with their counters, and one order as
// its buyer or its seller sees it. Nobody else reads an order (docs/design.md#http-conventions).
import { PEDIDO_MSG } from '@recria/domain/pedido'
import type { ReembolsoDoPedido } from '@recria/domain/reembolso'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import { toDetalhe, toItemPedido, toPedidoDoComprador, toPedidoDoVendedor } from './pedidos.presenter.ts'
import { pedidosCheckoutRepository } from './pedidos-checkout.repository.ts'
import { pedidosDetalheRepository as detalhe } from './pedidos-detalhe.repository.ts'
import { ladoDe } from './pedidos-lado.ts'
import {
  type FiltroPedidos,
  type Lado,
  pedidosListaRepository as lista,
  type PedidoListaRow,
} from './pedidos-lista.repository.ts'
import { materiaDoPedido } from './pedidos-materia-cobranca.service.ts'

type Query = Paginacao & FiltroPedidos

/** The order's latest refund request, for its detail page: the refunds module answers it. */
export type UltimoReembolso = (db: Executor, idPedido: number) => Promise<ReembolsoDoPedido | null>

export type PedidosConsultaService = ReturnType<typeof createPedidosConsultaService>

export function createPedidosConsultaService(
  { db }: Pick<Deps, 'db'>,
  { ultimoReembolso }: { ultimoReembolso: UltimoReembolso },
) {
  /**
   * One page and the counters. The page's total is the counter of the chosen status (or the
   * total), so no third query counts the same rows again.
   */
  async function listar<T>(lado: Lado, idUsuario: number, query: Query, present: (r: PedidoListaRow) => T) {
    const janela = pageWindow(query)
    const [rows, contadores] = await Promise.all([
      lista.pagina(db, lado, idUsuario, query, janela),
      lista.contadores(db, lado, idUsuario, query),
    ])
    const total = query.status ? contadores[query.status] : contadores.total
    return { ...paginated(rows.map(present), total, janela), contadores }
  }

  return {
    doVendedor: (id: number, query: Query) => listar('vendedor', id, query, toPedidoDoVendedor),
    doComprador: (id: number, query: Query) => listar('comprador', id, query, toPedidoDoComprador),

    async detalhe(idPedido: number, user: SessionUser) {
      const lado = await ladoDe(db, idPedido, user)
      const [row, itens, pagamento, eventos, reembolso, materia, aAvaliar, pagante] = await Promise.all([
        detalhe.pedido(db, idPedido),
        pedidosCheckoutRepository.itens(db, [idPedido]),
        detalhe.ultimoPagamento(db, idPedido),
        detalhe.eventos(db, idPedido),
        ultimoReembolso(db, idPedido),
        materiaDoPedido(db, idPedido),
        lado === 'comprador'
          ? detalhe.itensAAvaliar(db, idPedido, user.id_usuario)
          : new Map<number, number>(),
        detalhe.statusDoPagante(db, idPedido),
      ])
      if (!row) throw new NotFound(PEDIDO_MSG.naoEncontrado)
      const pedido = toDetalhe(row, lado, itens, pagamento, eventos, reembolso, pagante)
      // The buyer's delivered items not reviewed yet carry the product their 'Avaliar' reviews.
      const comAvaliar = pedido.itens.map((item) => {
        const idProduto = aAvaliar.get(item.id_item_pedido)
        return idProduto === undefined ? item : { ...item, id_produto_a_avaliar: idProduto }
      })
      return { ...pedido, itens: comAvaliar, materia }
    },

    async itens(idPedido: number, user: SessionUser) {
      await ladoDe(db, idPedido, user)
      return (await pedidosCheckoutRepository.itens(db, [idPedido])).map(toItemPedido)
    },
  }
}
