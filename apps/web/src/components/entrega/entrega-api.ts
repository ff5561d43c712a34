import type { OpcoesEntregaAnuncioResponse, OpcoesEntregaCarrinhoResponse } from '@recria/domain/checkout'
import type { ModoEntrega, OpcaoEntregaView } from '@recria/domain/entrega-opcoes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'

/** One seller's options for the destination chosen (fees in reais), as the API answers them. */
export type OpcoesDoVendedor = OpcoesEntregaAnuncioResponse

/** GET /carrinho/usuario/{id}/entrega: the options of each seller of the active cart. */
export type OpcoesEntregaCarrinho = OpcoesEntregaCarrinhoResponse

export type { ModoEntrega, OpcaoEntregaView }

const entregaKeys = {
  all: ['entrega-opcoes'] as const,
  carrinho: (idUsuario: number, idEndereco: number | undefined, vendedores: readonly number[]) =>
    [...entregaKeys.all, 'carrinho', idUsuario, idEndereco ?? null, vendedores] as const,
  anuncio: (idAnuncio: number, idEndereco: number | undefined) =>
    [...entregaKeys.all, 'anuncio', idAnuncio, idEndereco ?? null] as const,
}

const enderecoQuery = (idEndereco: number | undefined) =>
  idEndereco === undefined ? '' : `?id_endereco=${idEndereco}`

/**
 * The cart's delivery options for an address (none: the principal one; no address at all: pickup
 * only). `vendedores` (the cart's sellers) is part of the key, so adding or removing a seller's
 * items asks again; the previous answer stays on screen meanwhile.
 */
export function useOpcoesEntregaCarrinho(
  idUsuario: number,
  idEndereco: number | undefined,
  vendedores: readonly number[],
  enabled: boolean,
) {
  return useQuery({
    queryKey: entregaKeys.carrinho(idUsuario, idEndereco, vendedores),
    queryFn: () =>
      api<OpcoesEntregaCarrinho>(`/carrinho/usuario/${idUsuario}/entrega${enderecoQuery(idEndereco)}`),
    enabled,
    retry: 1,
    placeholderData: keepPreviousData,
  })
}

/** GET /anuncios/{id}/entrega: buy now's options for an address. */
export function useOpcoesEntregaAnuncio(
  idAnuncio: number | null,
  idEndereco: number | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: entregaKeys.anuncio(idAnuncio ?? 0, idEndereco),
    queryFn: () => api<OpcoesDoVendedor>(`/anuncios/${idAnuncio}/entrega${enderecoQuery(idEndereco)}`),
    enabled: enabled && idAnuncio !== null,
    retry: 1,
  })
}
