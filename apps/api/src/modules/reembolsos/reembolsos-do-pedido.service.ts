// What the orders module asks of refunds: the order's latest request, for its detail page.
import type { Executor } from '../../db/client.ts'
import { toReembolsoDoPedido } from './reembolsos.presenter.ts'
import { reembolsosLeituraRepository as leitura } from './reembolsos-leitura.repository.ts'

export function createReembolsosDoPedidoService() {
  return {
    async ultimo(db: Executor, idPedido: number) {
      const row = await leitura.ultimoDoPedido(db, idPedido)
      return row && toReembolsoDoPedido(row)
    },
  }
}
