import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { produtosKeys } from '../../../lib/query-keys.ts'

export interface MateriaPrimaOpcao {
  id_materia_prima: number
  nome_materia_prima: string
}

/** GET /produtos/usuario/{id}/materias-primas: the raw materials the seller's products use (filter). */
export function getMateriasPrimasEmUso(idUsuario: number) {
  return api<MateriaPrimaOpcao[]>(`/produtos/usuario/${idUsuario}/materias-primas`)
}

export function getMateriasPrimasEmUsoQueryOptions(idUsuario: number) {
  return queryOptions({
    queryKey: produtosKeys.materiasPrimasEmUso(idUsuario),
    queryFn: () => getMateriasPrimasEmUso(idUsuario),
  })
}

export function useMateriasPrimasEmUso(idUsuario: number) {
  return useQuery(getMateriasPrimasEmUsoQueryOptions(idUsuario))
}
