import type { DispensarDenunciasResponse } from '@recria/domain/operador-denuncias'
import { postComMotivo, useConsoleAction } from './console-action.ts'

export interface DispensarDenunciasInput {
  idAnuncio: number
  motivo: string
}

/** POST /admin/denuncias/anuncio/{id}/dispensar {motivo}. */
export function dispensarDenuncias({ idAnuncio, motivo }: DispensarDenunciasInput) {
  return postComMotivo<DispensarDenunciasResponse>(`/admin/denuncias/anuncio/${idAnuncio}/dispensar`, motivo)
}

/** Dismissing refreshes the whole console (the reports list changes, the audit log gains a line). */
export function useDispensarDenuncias() {
  return useConsoleAction(dispensarDenuncias)
}
