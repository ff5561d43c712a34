import type { MateriaPrima } from '@recria/domain/materia-prima'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { materiasPrimasKeys } from '../../../lib/query-keys.ts'

/** GET /materias-primas/{id}. */
export function getMateriaPrima(id: number) {
  return api<MateriaPrima>(`/materias-primas/${id}`)
}

export function getMateriaPrimaQueryOptions(id: number) {
  return queryOptions({
    queryKey: materiasPrimasKeys.detalhe(id),
    queryFn: () => getMateriaPrima(id),
    // The edit form starts from what the server has now.
    staleTime: 0,
    retry: false,
  })
}

export function useMateriaPrima(id: number | undefined) {
  return useQuery({ ...getMateriaPrimaQueryOptions(id ?? 0), enabled: id !== undefined })
}
