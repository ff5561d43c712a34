import type { MateriaPrima } from '@recria/domain/materia-prima'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { materiasPrimasKeys } from '../../../lib/query-keys.ts'

/**
 * GET /materias-primas/ativas/usuario/{id}: a plain array, for the picker of the create form.
 * Under the raw materials' root key, so their changes refresh it too.
 */
export function getMateriasPrimasAtivas(idUsuario: number) {
  return api<MateriaPrima[]>(`/materias-primas/ativas/usuario/${idUsuario}`)
}

export function getMateriasPrimasAtivasQueryOptions(idUsuario: number) {
  return queryOptions({
    queryKey: materiasPrimasKeys.ativas(idUsuario),
    queryFn: () => getMateriasPrimasAtivas(idUsuario),
  })
}

export function useMateriasPrimasAtivas(idUsuario: number) {
  return useQuery(getMateriasPrimasAtivasQueryOptions(idUsuario))
}
