import type { ConversaoUpdate } from '@recria/domain/conversao'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
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
  return useInvalidatingMutation(updateConversao, conversoesKeys.all)
}
