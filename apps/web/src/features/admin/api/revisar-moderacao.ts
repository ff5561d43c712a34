import type { RevisaoModeracaoResponse } from '@recria/domain/operador-moderacao'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export type DecisaoModeracao = 'confirmar' | 'reverter'

export interface RevisarModeracaoInput {
  idEvento: number
  decisao: DecisaoModeracao
  motivo: string
}

/** POST /admin/moderacao/{id}/confirmar or /reverter {motivo}. */
export function revisarModeracao({ idEvento, decisao, motivo }: RevisarModeracaoInput) {
  return api<RevisaoModeracaoResponse>(`/admin/moderacao/${idEvento}/${decisao}`, {
    method: 'POST',
    json: { motivo: motivo.trim() },
  })
}

/** Reviewing refreshes the whole console (the event changes list, the audit log gains a line). */
export function useRevisarModeracao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revisarModeracao,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
