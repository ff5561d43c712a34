import type { MateriaPrima, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { invalidateMateriasPrimas } from './invalidate.ts'

export interface UpdateMateriaPrimaInput {
  id: number
  dados: MateriaPrimaUpdate
}

/** PUT /materias-primas/{id} {nome_materia_prima, descricao, unidade_medida, status_materia_prima}. */
export function updateMateriaPrima({ id, dados }: UpdateMateriaPrimaInput) {
  return api<MateriaPrima>(`/materias-primas/${id}`, { method: 'PUT', json: dados })
}

export function useUpdateMateriaPrima() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMateriaPrima,
    onSuccess: () => invalidateMateriasPrimas(queryClient),
  })
}
