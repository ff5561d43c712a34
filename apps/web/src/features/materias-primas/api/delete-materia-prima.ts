import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { invalidateMateriasPrimas } from './invalidate.ts'

/** DELETE /materias-primas/{id}: `{mensagem}`, or 409 when a product or conversion uses it. */
export function deleteMateriaPrima(id: number) {
  return api<{ mensagem: string }>(`/materias-primas/${id}`, { method: 'DELETE' })
}

export function useDeleteMateriaPrima() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMateriaPrima,
    onSuccess: () => invalidateMateriasPrimas(queryClient),
  })
}
