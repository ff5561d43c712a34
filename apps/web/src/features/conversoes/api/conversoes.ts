import type { ConversaoCreate, ConversaoUpdate } from '@recria/domain/conversao'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import { recursoApi } from '../../../lib/recurso-api.ts'
import type { Conversao } from './conversao.ts'

export interface ConversoesParams {
  page: number
  busca: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
  multiplicador_min: string
  multiplicador_max: string
}

/**
 * /conversoes: a seller's list (?busca&status&unidade&multiplicador_min&multiplicador_max), one, and
 * its writes. POST answers 409 when the raw material has an active one, PUT never changes the raw
 * material, DELETE answers 409 when a listing uses it.
 */
export const {
  useDetalhe: useConversao,
  useLista: useConversoes,
  useCreate: useCreateConversao,
  useUpdate: useUpdateConversao,
  useDelete: useDeleteConversao,
} = recursoApi<Conversao, ConversoesParams, ConversaoCreate, ConversaoUpdate>({
  path: '/conversoes',
  keys: conversoesKeys,
})
