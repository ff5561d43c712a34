import type { MateriaPrima, MateriaPrimaCreate } from '@recria/domain/materia-prima'
import { api } from '../../../lib/api.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import { materiaPrimaRefreshes } from './invalidate.ts'

/** POST /materias-primas; the seller comes from the session (docs/api/back-office.md). */
export function createMateriaPrima(dados: MateriaPrimaCreate) {
  return api<MateriaPrima>('/materias-primas', { method: 'POST', json: dados })
}

export function useCreateMateriaPrima() {
  return useInvalidatingMutation(createMateriaPrima, ...materiaPrimaRefreshes)
}
