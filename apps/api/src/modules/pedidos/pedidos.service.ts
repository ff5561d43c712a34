// What other modules may ask of an order, inside their own transaction when they pass one. The
// orders pages' reads are pedidos-consulta.service.ts; status changes arrive with the orders feature.
import { pedidosRepository as repo } from './pedidos.repository.ts'
import { pedidosAcoesRepository as acoes } from './pedidos-acoes.repository.ts'
import { pedidosCheckoutRepository as checkout } from './pedidos-checkout.repository.ts'
import { pedidosDuplicadosRepository as duplicados } from './pedidos-duplicados.repository.ts'

export type { PartesDoPedido } from './pedidos.repository.ts'
export type { EstadoPedido } from './pedidos-acoes.repository.ts'
export type {
  ItemPedidoRow,
  NovoItem,
  NovoPedido,
  ResumoPedido,
} from './pedidos-checkout.repository.ts'

export function createPedidosService() {
  return {
    partes: repo.partes,
    aprovarPagamento: repo.aprovarPagamento,
    /** The order's state and dates, locked until the caller's transaction ends. */
    travar: acoes.travar,
    /** A duplicate payment of the order is owed back (decision 015): the sync queues its refund. */
    devolucaoDevida: duplicados.devolucaoDevida,
    /** The payment that paid the order (decision 015); its other payments go back by themselves. */
    pagante: duplicados.pagante,
    /** A delivered order refunded on request: reembolsado, dated, with its event. */
    reembolsar: acoes.reembolsar,
    registrarPreferencia: repo.registrarPreferencia,
    criar: checkout.criar,
    resumos: checkout.resumos,
    itens: checkout.itens,
    doCarrinho: checkout.doCarrinho,
    compraDiretaRecente: checkout.compraDiretaRecente,
    travarCompraDireta: checkout.travarCompraDireta,
  }
}
