import type { MateriaPrima } from '@recria/domain/materia-prima'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { materiasPrimasKeys } from '../../../lib/query-keys.ts'

/** GET /materias-primas/ativas/usuario/{id}: a plain array, the choices of the product form. */
export function getMateriasPrimasAtivas(idUsuario: number) {
  return api<MateriaPrima[]>(`/materias-primas/ativas/usuario/${idUsuario}`)
}

export function getMateriasPrimasAtivasQueryOptions(idUsuario: number) {
  return queryOptions({
    // Under the raw materials' root key, so their changes refresh the choices.
    queryKey: materiasPrimasKeys.ativas(idUsuario),
    queryFn: () => getMateriasPrimasAtivas(idUsuario),
  })
}

export function useMateriasPrimasAtivas(idUsuario: number) {
  return useQuery(getMateriasPrimasAtivasQueryOptions(idUsuario))
}
