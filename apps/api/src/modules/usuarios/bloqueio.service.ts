// What the denuncias module may ask of the usuarios module: a seller's block for reports (terms,
// docs/product/conta.md) and its reversal, and who a reporter is (decision 024), inside the
// report's or the review's own transaction.
import { BLOQUEIO_DIAS } from '@recria/domain/denuncia'
import type { Executor } from '../../db/client.ts'
import { bloqueioRepository as repo } from './bloqueio.repository.ts'

export function createBloqueioService() {
  return {
    /**
     * Takes the seller's row lock: the reports of one seller then count one after the other, so
     * each multiple of the threshold is reached by exactly one report. Answers whether the user exists.
     */
    travarVendedor: (tx: Executor, idVendedor: number) => repo.travar(tx, idVendedor),
    /** Blocks the seller for BLOQUEIO_DIAS days from now; a longer block already set is kept. */
    bloquearVendedor: (tx: Executor, idVendedor: number) => repo.bloquear(tx, idVendedor, BLOQUEIO_DIAS),
    /** An operator reversed the block: the seller's listings are back in the catalogue at once. */
    desbloquearVendedor: (tx: Executor, idVendedor: number) => repo.desbloquear(tx, idVendedor),
    /** The reporter's registration date and group (its own id when it has none), or null. */
    denunciante: (tx: Executor, idUsuario: number) => repo.denunciante(tx, idUsuario),
  }
}

export type BloqueioService = ReturnType<typeof createBloqueioService>
