import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'

/** DELETE /produtos/{id}: `{mensagem}`, or 409 when a listing uses it. */
export function deleteProduto(id: number) {
  return api<{ mensagem: string }>(`/produtos/${id}`, { method: 'DELETE' })
}

export function useDeleteProduto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: produtosKeys.all }),
  })
}
