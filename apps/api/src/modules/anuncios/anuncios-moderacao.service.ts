// What the denuncias module may ask of the anuncios module, inside the report's own transaction:
// whose listing it is, and deactivating it when its reports reach a multiple of the threshold.
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
  }
}

export type AnunciosModeracaoService = ReturnType<typeof createAnunciosModeracaoService>
