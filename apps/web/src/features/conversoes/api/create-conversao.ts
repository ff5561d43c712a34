import type { ConversaoCreate } from '@recria/domain/conversao'
import { api } from '../../../lib/api.ts'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts'
import type { Conversao } from './conversao.ts'

/** POST /conversoes {valor_multiplicavel, id_materia_prima}; 409 when the raw material has an active one. */
export function createConversao(dados: ConversaoCreate) {
  return api<Conversao>('/conversoes', { method: 'POST', json: dados })
}

export function useCreateConversao() {
  return useInvalidatingMutation(createConversao, conversoesKeys.all)
}
