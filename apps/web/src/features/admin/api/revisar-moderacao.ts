import type { RevisaoModeracaoResponse } from '@recria/domain/operador-moderacao'
import { postComMotivo, useConsoleAction } from './console-action.ts'

export type DecisaoModeracao = 'confirmar' | 'reverter'

export interface RevisarModeracaoInput {
  idEvento: number
  decisao: DecisaoModeracao
  motivo: string
}

/** POST /admin/moderacao/{id}/confirmar or /reverter {motivo}. */
export function revisarModeracao({ idEvento, decisao, motivo }: RevisarModeracaoInput) {
  return postComMotivo<RevisaoModeracaoResponse>(`/admin/moderacao/${idEvento}/${decisao}`, motivo)
}

/** Reviewing refreshes the whole console (the event changes list, the audit log gains a line). */
export function useRevisarModeracao() {
  return useConsoleAction(revisarModeracao)
}
