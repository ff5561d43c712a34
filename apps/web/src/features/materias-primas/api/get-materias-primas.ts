import type { MateriaPrima } from '@recria/domain/materia-prima'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery, type Paginated } from '../../../lib/list-params.ts'
import { materiasPrimasKeys } from '../../../lib/query-keys.ts'

export interface MateriasPrimasParams {
  page: number
  busca: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
}

/** GET /materias-primas/usuario/{id}?page&limit=12&busca&status&unidade. */
export function getMateriasPrimas(idUsuario: number, { page, ...filters }: MateriasPrimasParams) {
  return api<Paginated<MateriaPrima>>(`/materias-primas/usuario/${idUsuario}${buildListQuery(page, filters)}`)
}

export function getMateriasPrimasQueryOptions(idUsuario: number, params: MateriasPrimasParams) {
  return queryOptions({
    queryKey: materiasPrimasKeys.lista(idUsuario, params),
    queryFn: () => getMateriasPrimas(idUsuario, params),
    // The cards stay while the next page or filter loads, instead of flashing the spinner.
    placeholderData: keepPreviousData,
  })
}

export function useMateriasPrimas(idUsuario: number, params: MateriasPrimasParams) {
  return useQuery(getMateriasPrimasQueryOptions(idUsuario, params))
}
