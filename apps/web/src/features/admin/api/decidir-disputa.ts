import type { DecidirDisputa, DisputaAcaoResponse } from '@recria/domain/disputa'
import { postComMotivo, useConsoleAction } from './console-action.ts'

export interface DecidirDisputaInput extends DecidirDisputa {
  idDisputa: number
}

/** POST /admin/disputas/{id}/decidir {decisao, motivo}. */
export function decidirDisputa({ idDisputa, decisao, motivo }: DecidirDisputaInput) {
  return postComMotivo<DisputaAcaoResponse>(`/admin/disputas/${idDisputa}/decidir`, motivo, { decisao })
}

/** Deciding refreshes the whole console (the audit log gains a line). */
export function useDecidirDisputa() {
  return useConsoleAction(decidirDisputa)
}
