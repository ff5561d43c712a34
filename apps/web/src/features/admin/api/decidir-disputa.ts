import type { DecidirDisputa, DisputaAcaoResponse } from '@recria/domain/disputa'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export interface DecidirDisputaInput extends DecidirDisputa {
  idDisputa: number
}

/** POST /admin/disputas/{id}/decidir {decisao, motivo}. */
export function decidirDisputa({ idDisputa, decisao, motivo }: DecidirDisputaInput) {
  return api<DisputaAcaoResponse>(`/admin/disputas/${idDisputa}/decidir`, {
    method: 'POST',
    json: { decisao, motivo: motivo.trim() },
  })
}

/** Deciding refreshes the whole console (the audit log gains a line). */
export function useDecidirDisputa() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decidirDisputa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
