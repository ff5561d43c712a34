import type { AnuncioCreate } from '@recria/domain/anuncio'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import type { Anuncio } from './anuncio.ts'

/** POST /anuncios; the seller comes from the session (docs/api/back-office.md). */
export function createAnuncio(dados: AnuncioCreate) {
  return api<Anuncio>('/anuncios', { method: 'POST', json: dados })
}

export function useCreateAnuncio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAnuncio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anunciosKeys.all }),
  })
}
