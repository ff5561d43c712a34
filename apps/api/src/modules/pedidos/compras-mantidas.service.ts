// What the modules below may ask of the orders: whether a user kept a purchase as a buyer (a plausible
// reporter, decision 040). The denuncias module receives it as a callback from services.ts.
import type { Executor } from '../../db/client.ts'
import { comprasMantidasRepository as repo } from './compras-mantidas.repository.ts'

export function createComprasMantidasService() {
  return {
    /**
     * Whether the user, as a buyer, kept a purchase from a seller other than `idVendedor` (the one they
     * report) and outside their own registration group.
     */
    temCompraMantida: (tx: Executor, idComprador: number, idVendedor: number) =>
      repo.existe(tx, idComprador, idVendedor),
  }
}

export type ComprasMantidasService = ReturnType<typeof createComprasMantidasService>
