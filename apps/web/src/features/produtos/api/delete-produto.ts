import { api } from '../../../lib/api.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'

/** DELETE /produtos/{id}: `{mensagem}`, or 409 when a listing uses it. */
export function deleteProduto(id: number) {
  return api<{ mensagem: string }>(`/produtos/${id}`, { method: 'DELETE' })
}

export function useDeleteProduto() {
  return useInvalidatingMutation(deleteProduto, produtosKeys.all)
}
