import type { Executor } from '../../db/client.ts'

/**
 * What an order's changes set off in the modules above this one (decision 010): the composition root
 * (services.ts) answers each with the module that acts on it, so the orders module imports none of them.
 */
export interface PedidosEventos {
  /**
   * The order left 'pagamento_pendente' (paid, cancelled or expired): its cart is finished when nothing
   * of it waits any more. Inside the caller's transaction.
   */
  quitado(tx: Executor, idCarrinho: number): Promise<unknown>
  /**
   * The order was cancelled, or a raw-material charge was paid after it ended (after the transaction
   * committed): whatever it was paid goes back.
   */
  cancelado(idPedido: number): Promise<unknown>
  /**
   * A payment of the order is owed back (approved after a cancellation, a second payment of it, or a
   * raw-material charge of an order that ended, decision 042): queued inside the caller's transaction.
   */
  devolucaoDevida(tx: Executor, idPedido: number): Promise<unknown>
}
