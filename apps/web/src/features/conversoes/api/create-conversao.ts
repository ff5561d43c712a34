import type { ConversaoCreate } from '@recria/domain/conversao'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import type { Conversao } from './conversao.ts'

/** POST /conversoes {valor_multiplicavel, id_materia_prima}; 409 when the raw material has an active one. */
export function createConversao(dados: ConversaoCreate) {
  return api<Conversao>('/conversoes', { method: 'POST', json: dados })
}

export function useCreateConversao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createConversao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversoesKeys.all }),
  })
}
