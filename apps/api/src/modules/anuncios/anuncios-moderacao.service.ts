// What the denuncias module may ask of the anuncios module, inside the report's own transaction:
// whose listing it is, and deactivating it when its reports reach a multiple of the threshold; and,
// in an operator's review, restoring it.
import type { Executor } from '../../db/client.ts'
import { anunciosModeracaoRepository as repo } from './anuncios-moderacao.repository.ts'

export function createAnunciosModeracaoService() {
  return {
    /** The seller of the listing, or null when it does not exist. */
    vendedorDe: (tx: Executor, idAnuncio: number) => repo.vendedorDe(tx, idAnuncio),
    /**
     * Inactive and marked as deactivated by reports (the seller's list and edit page say so); the
     * catalogue's search document follows through its trigger. Activating it again clears the mark.
     */
    desativarPorDenuncias: (tx: Executor, idAnuncio: number) => repo.desativarPorDenuncias(tx, idAnuncio),
    /**
     * An operator reversed the deactivation: active again (the search document follows by trigger)
     * unless the seller already changed it. Answers the product's name, or null when left as it was.
     */
    restaurar: (tx: Executor, idAnuncio: number) => repo.restaurar(tx, idAnuncio),
    /** The listing's product name (what the seller's notifications call it), or null. */
    nomeDe: (tx: Executor, idAnuncio: number) => repo.nomeDe(tx, idAnuncio),
  }
}

export type AnunciosModeracaoService = ReturnType<typeof createAnunciosModeracaoService>
