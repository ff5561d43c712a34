import type { DispensarDenunciasResponse } from '@recria/domain/operador-denuncias'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface DispensarDenunciasInput {
  idAnuncio: number
  motivo: string
}

/** POST /admin/denuncias/anuncio/{id}/dispensar {motivo}. */
export function dispensarDenuncias({ idAnuncio, motivo }: DispensarDenunciasInput) {
  return api<DispensarDenunciasResponse>(`/admin/denuncias/anuncio/${idAnuncio}/dispensar`, {
    method: 'POST',
    json: { motivo: motivo.trim() },
  })
}

/** Dismissing refreshes the whole console (the reports list changes, the audit log gains a line). */
export function useDispensarDenuncias() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: dispensarDenuncias,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
