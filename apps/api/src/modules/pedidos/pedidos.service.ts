// What other modules may ask of an order, inside their own transaction when they pass one. The
// orders pages' reads are pedidos-consulta.service.ts; status changes arrive with the orders feature.
import { pedidosRepository as repo } from './pedidos.repository.ts'
import { pedidosCheckoutRepository as checkout } from './pedidos-checkout.repository.ts'

export type { PartesDoPedido } from './pedidos.repository.ts'
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
    registrarPreferencia: repo.registrarPreferencia,
    criar: checkout.criar,
    resumos: checkout.resumos,
    itens: checkout.itens,
    doCarrinho: checkout.doCarrinho,
    compraDiretaRecente: checkout.compraDiretaRecente,
    travarCompraDireta: checkout.travarCompraDireta,
  }
}
