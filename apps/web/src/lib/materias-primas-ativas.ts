import type { MateriaPrima } from '@recria/domain/materia-prima'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'
import { materiasPrimasKeys } from './query-keys.ts'

/**
 * GET /materias-primas/ativas/usuario/{id}: a plain array, the choices of the conversion and product
 * forms (two features, hence here). Under the raw materials' root key, so their changes refresh it.
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
