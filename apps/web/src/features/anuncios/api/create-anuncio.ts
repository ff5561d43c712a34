import type { AnuncioCreate } from '@recria/domain/anuncio'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import type { Anuncio } from './anuncio.ts'

/** POST /anuncios; the seller comes from the session (docs/api/back-office.md). */
export function createAnuncio(dados: AnuncioCreate) {
  return api<Anuncio>('/anuncios', { method: 'POST', json: dados })
}

export function useCreateAnuncio() {
  return useInvalidatingMutation(createAnuncio, anunciosKeys.all)
}
