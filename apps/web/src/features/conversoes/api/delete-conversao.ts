import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'

/** DELETE /conversoes/{id}: `{mensagem}`, or 409 when a listing uses it. */
export function deleteConversao(id: number) {
  return api<{ mensagem: string }>(`/conversoes/${id}`, { method: 'DELETE' })
}

export function useDeleteConversao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConversao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversoesKeys.all }),
  })
}
