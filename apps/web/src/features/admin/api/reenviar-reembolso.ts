import type { ReenviarReembolsoResponse } from '@recria/domain/operador-financeiro'
import { postComMotivo, useConsoleAction } from './console-action.ts'

/** POST /admin/financeiro/reembolsos/{id}/reenviar {motivo}. */
export function reenviarReembolso({ idReembolso, motivo }: { idReembolso: number; motivo: string }) {
  return postComMotivo<ReenviarReembolsoResponse>(
    `/admin/financeiro/reembolsos/${idReembolso}/reenviar`,
    motivo,
  )
}

/** Re-sending refreshes the whole console (the audit log gains a line). */
export function useReenviarReembolso() {
  return useConsoleAction(reenviarReembolso)
}
