// What the modules below may ask of the orders: whether a user ever paid for one as a buyer (a
// plausible reporter, decision 024). The denuncias module receives it as a callback from services.ts.
import type { Executor } from '../../db/client.ts'
import { comprasPagasRepository as repo } from './compras-pagas.repository.ts'

export function createComprasPagasService() {
  return {
    /** Whether the user has an order, as its buyer, whose payment was approved. */
    temCompraPaga: (tx: Executor, idComprador: number) => repo.existe(tx, idComprador),
  }
}

export type ComprasPagasService = ReturnType<typeof createComprasPagasService>
