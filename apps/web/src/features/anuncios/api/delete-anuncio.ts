import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { anunciosKeys } from '../../../lib/query-keys.ts'

/** DELETE /anuncios/{id}: `{mensagem}`. */
export function deleteAnuncio(id: number) {
  return api<{ mensagem: string }>(`/anuncios/${id}`, { method: 'DELETE' })
}

export function useDeleteAnuncio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAnuncio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anunciosKeys.all }),
  })
}
