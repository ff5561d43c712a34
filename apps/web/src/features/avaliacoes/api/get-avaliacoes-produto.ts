import { AVALIACOES_NO_ANUNCIO } from '@recria/domain/avaliacao-base'
import type { AvaliacoesProdutoResponse } from '@recria/domain/avaliacao-consulta'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { avaliacoesKeys } from '../../../lib/query-keys.ts'

/** GET /avaliacoes/produto/{id}: the 5 newest, the signed-in reader's own left out
 * (docs/product/avaliacoes.md). */
export function getAvaliacoesProduto(idProduto: number) {
  return api<AvaliacoesProdutoResponse>(
    `/avaliacoes/produto/${idProduto}?page=1&limit=${AVALIACOES_NO_ANUNCIO}`,
  )
}

export function getAvaliacoesProdutoQueryOptions(idProduto: number, idLeitor: number | null) {
  return queryOptions({
    // Who reads decides what is left out.
    queryKey: avaliacoesKeys.produto(idProduto, idLeitor),
    queryFn: () => getAvaliacoesProduto(idProduto),
  })
}

export function useAvaliacoesProduto(idProduto: number, idLeitor: number | null) {
  return useQuery(getAvaliacoesProdutoQueryOptions(idProduto, idLeitor))
}
