import type { AnuncioCreate, AnuncioUpdate } from '@recria/domain/anuncio'
import { anunciosKeys } from '../../../lib/query-keys.ts'
import { recursoApi } from '../../../lib/recurso-api.ts'
import type { Anuncio } from './anuncio.ts'

export interface AnunciosParams {
  page: number
  busca: string
  status: '' | 'ativo' | 'inativo'
  forma_pagamento: '' | 'padrao' | 'sustentavel'
  /** Reais with a dot ('12.5'), or '' for no bound. */
  preco_min: string
  preco_max: string
}

/**
 * /anuncios: a seller's list (?busca&status&forma_pagamento&preco_min&preco_max), one (the
 * buyer-facing listing; its seller also gets it while inactive, else 404), and its writes; padrão
 * sends no conversion, raw material nor credits (null, 0).
 */
export const {
  useDetalhe: useAnuncio,
  useLista: useAnuncios,
  useCreate: useCreateAnuncio,
  useUpdate: useUpdateAnuncio,
  useDelete: useDeleteAnuncio,
} = recursoApi<Anuncio, AnunciosParams, AnuncioCreate, AnuncioUpdate>({
  path: '/anuncios',
  keys: anunciosKeys,
})
