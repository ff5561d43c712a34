import { queryOptions, useQuery } from '@tanstack/react-query'
import { produtosKeys } from '../../../lib/query-keys.ts'
import { allPages } from './all-pages.ts'
import type { Anuncio } from './anuncio.ts'

export type ProdutoOpcao = Anuncio['produto']

/** GET /produtos/usuario/{id}?status=ativo, every page: the products a listing may offer. */
export function getProdutosAtivos(idUsuario: number) {
  return allPages<ProdutoOpcao>(`/produtos/usuario/${idUsuario}`, { status: 'ativo' })
}

export function getProdutosAtivosQueryOptions(idUsuario: number) {
  return queryOptions({
    // Under the products' root key, so their changes refresh the choices.
    queryKey: produtosKeys.ativos(idUsuario),
    queryFn: () => getProdutosAtivos(idUsuario),
  })
}

export function useProdutosAtivos(idUsuario: number) {
  return useQuery(getProdutosAtivosQueryOptions(idUsuario))
}
