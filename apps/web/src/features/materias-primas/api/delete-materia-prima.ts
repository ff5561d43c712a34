import { api } from '../../../lib/api.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import { materiaPrimaRefreshes } from './invalidate.ts'

/** DELETE /materias-primas/{id}: `{mensagem}`, or 409 when a product or conversion uses it. */
export function deleteMateriaPrima(id: number) {
  return api<{ mensagem: string }>(`/materias-primas/${id}`, { method: 'DELETE' })
}

export function useDeleteMateriaPrima() {
  return useInvalidatingMutation(deleteMateriaPrima, ...materiaPrimaRefreshes)
}
