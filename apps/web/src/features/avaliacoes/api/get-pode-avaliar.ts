import type { PodeAvaliarResponse } from '@recria/domain/avaliacao-consulta'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { avaliacoesKeys } from '../../../lib/query-keys.ts'

/** GET /avaliacoes/pode-avaliar/{id_produto}: the buyer's eligibility and review, asked of the API. */
export function getPodeAvaliar(idProduto: number) {
  return api<PodeAvaliarResponse>(`/avaliacoes/pode-avaliar/${idProduto}`)
}

export function getPodeAvaliarQueryOptions(idProduto: number, idUsuario: number) {
  return queryOptions({
    queryKey: avaliacoesKeys.podeAvaliar(idProduto, idUsuario),
    queryFn: () => getPodeAvaliar(idProduto),
    staleTime: 0,
  })
}

export function usePodeAvaliar(idProduto: number, idUsuario: number | null) {
  return useQuery({ ...getPodeAvaliarQueryOptions(idProduto, idUsuario ?? 0), enabled: idUsuario !== null })
}
