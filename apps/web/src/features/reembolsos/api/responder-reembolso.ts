import type { ReembolsoAcaoResponse } from '@recria/domain/reembolso-consulta'
import { api } from '../../../lib/api.ts'
import { reembolsosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

export interface ResponderInput {
  idReembolso: number
  respostaVendedor: string
  aprovado: boolean
}

/** PUT /reembolsos/responder/{id} {respostaVendedor (trimmed), aprovado}. */
export function responderReembolso({ idReembolso, respostaVendedor, aprovado }: ResponderInput) {
  return api<ReembolsoAcaoResponse>(`/reembolsos/responder/${idReembolso}`, {
    method: 'PUT',
    json: { respostaVendedor: respostaVendedor.trim(), aprovado },
  })
}

export function useResponderReembolso() {
  return useSettledMutation(responderReembolso, reembolsosKeys.all)
}
