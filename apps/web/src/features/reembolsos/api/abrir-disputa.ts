import type { ReembolsoAcaoResponse } from '@recria/domain/reembolso-consulta'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { reembolsosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

export interface AbrirDisputaInput {
  idReembolso: number
  descricao: string
}

/** POST /reembolsos/{id}/disputa {descricao (trimmed)}: the buyer disputes the seller's rejection. */
export function abrirDisputa({ idReembolso, descricao }: AbrirDisputaInput) {
  return api<ReembolsoAcaoResponse>(`/reembolsos/${idReembolso}/disputa`, {
    method: 'POST',
    json: { descricao: descricao.trim() },
  })
}

export function useAbrirDisputa() {
  const queryClient = useQueryClient()
  return useSettledMutation(abrirDisputa, reembolsosKeys.all, (res) =>
    queryClient.setQueryData(reembolsosKeys.detalhe(res.reembolso.id_reembolso), res.reembolso),
  )
}
