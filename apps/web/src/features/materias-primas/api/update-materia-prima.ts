import type { MateriaPrima, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
import { api } from '../../../lib/api.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import { materiaPrimaRefreshes } from './invalidate.ts'

export interface UpdateMateriaPrimaInput {
  id: number
  dados: MateriaPrimaUpdate
}

/** PUT /materias-primas/{id} {nome_materia_prima, descricao, unidade_medida, status_materia_prima}. */
export function updateMateriaPrima({ id, dados }: UpdateMateriaPrimaInput) {
  return api<MateriaPrima>(`/materias-primas/${id}`, { method: 'PUT', json: dados })
}

export function useUpdateMateriaPrima() {
  return useInvalidatingMutation(updateMateriaPrima, ...materiaPrimaRefreshes)
}
