import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'

/** DELETE /conversoes/{id}: `{mensagem}`, or 409 when a listing uses it. */
export function deleteConversao(id: number) {
  return api<{ mensagem: string }>(`/conversoes/${id}`, { method: 'DELETE' })
}

export function useDeleteConversao() {
  return useInvalidatingMutation(deleteConversao, conversoesKeys.all)
}
