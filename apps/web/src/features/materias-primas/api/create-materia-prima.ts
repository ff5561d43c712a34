import type { MateriaPrima, MateriaPrimaCreate } from '@recria/domain/materia-prima'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { invalidateMateriasPrimas } from './invalidate.ts'

/** POST /materias-primas; the seller comes from the session (docs/api/back-office.md). */
export function createMateriaPrima(dados: MateriaPrimaCreate) {
  return api<MateriaPrima>('/materias-primas', { method: 'POST', json: dados })
}

export function useCreateMateriaPrima() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMateriaPrima,
    onSuccess: () => invalidateMateriasPrimas(queryClient),
  })
}
