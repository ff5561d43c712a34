import type { AvaliacoesVendedorResponse } from '@recria/domain/avaliacao-consulta'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { buildListQuery } from '../../../lib/list-params.ts'
import { avaliacoesKeys } from '../../../lib/query-keys.ts'

/** The seller's filters (docs/product/avaliacoes.md); '' means "no filter". */
export interface AvaliacoesVendedorParams {
  busca: string
  nota: string
  id_produto: string
}

/** GET /avaliacoes/vendedor/{id}?page&limit=12&busca&nota&id_produto. */
export function getAvaliacoesVendedor(idUsuario: number, page: number, params: AvaliacoesVendedorParams) {
  return api<AvaliacoesVendedorResponse>(
    `/avaliacoes/vendedor/${idUsuario}${buildListQuery(page, { ...params })}`,
  )
}

export function getAvaliacoesVendedorQueryOptions(
  idUsuario: number,
  page: number,
  params: AvaliacoesVendedorParams,
) {
  return queryOptions({
    queryKey: avaliacoesKeys.vendedor(idUsuario, page, params),
    queryFn: () => getAvaliacoesVendedor(idUsuario, page, params),
    placeholderData: keepPreviousData,
  })
}

export function useAvaliacoesVendedor(idUsuario: number, page: number, params: AvaliacoesVendedorParams) {
  return useQuery(getAvaliacoesVendedorQueryOptions(idUsuario, page, params))
}
