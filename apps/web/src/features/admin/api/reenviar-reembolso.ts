import type { ReenviarReembolsoResponse } from '@recria/domain/operador-financeiro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

/** POST /admin/financeiro/reembolsos/{id}/reenviar {motivo}. */
export function reenviarReembolso({ idReembolso, motivo }: { idReembolso: number; motivo: string }) {
  return api<ReenviarReembolsoResponse>(`/admin/financeiro/reembolsos/${idReembolso}/reenviar`, {
    method: 'POST',
    json: { motivo: motivo.trim() },
  })
}

/** Re-sending refreshes the whole console (the audit log gains a line). */
export function useReenviarReembolso() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reenviarReembolso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
