import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'

/** DELETE /anuncios/{id}: `{mensagem}`. */
export function deleteAnuncio(id: number) {
  return api<{ mensagem: string }>(`/anuncios/${id}`, { method: 'DELETE' })
}

export function useDeleteAnuncio() {
  return useInvalidatingMutation(deleteAnuncio, anunciosKeys.all)
}
