import type { ConversaoUpdate } from '@recria/domain/conversao'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import type { Conversao } from './conversao.ts'

export interface UpdateConversaoInput {
  id: number
  dados: ConversaoUpdate
}

/** PUT /conversoes/{id} {valor_multiplicavel, status_conversao}: the raw material never changes. */
export function updateConversao({ id, dados }: UpdateConversaoInput) {
  return api<Conversao>(`/conversoes/${id}`, { method: 'PUT', json: dados })
}

export function useUpdateConversao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateConversao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversoesKeys.all }),
  })
}
