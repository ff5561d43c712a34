import type { AnuncioUpdate } from '@recria/domain/anuncio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAnuncio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anunciosKeys.all }),
  })
}
