import type { AnuncioUpdate } from '@recria/domain/anuncio'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import type { Anuncio } from './anuncio.ts'

export interface UpdateAnuncioInput {
  id: number
  dados: AnuncioUpdate
}

/** PUT /anuncios/{id}; padrão sends no conversion, raw material nor credits (null, 0). */
export function updateAnuncio({ id, dados }: UpdateAnuncioInput) {
  return api<Anuncio>(`/anuncios/${id}`, { method: 'PUT', json: dados })
}

export function useUpdateAnuncio() {
  return useInvalidatingMutation(updateAnuncio, anunciosKeys.all)
}
