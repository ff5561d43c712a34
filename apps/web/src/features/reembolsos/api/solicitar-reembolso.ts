import type { SolicitarReembolso } from '@recria/domain/reembolso'
import type { ReembolsoAcaoResponse } from '@recria/domain/reembolso-consulta'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { reembolsosKeys } from '../../../lib/query-keys.ts'

export interface SolicitarInput extends SolicitarReembolso {
  idPagamento: number
}

/** POST /reembolsos/solicitar/{id_pagamento} {motivo, descricao}. */
export function solicitarReembolso({ idPagamento, motivo, descricao }: SolicitarInput) {
  return api<ReembolsoAcaoResponse>(`/reembolsos/solicitar/${idPagamento}`, {
    method: 'POST',
    json: { motivo, descricao: descricao.trim() },
  })
}

/** `onChanged` refreshes what shows the request elsewhere (the order's page). */
export function useSolicitarReembolso(onChanged?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: solicitarReembolso,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: reembolsosKeys.all })
      await onChanged?.()
    },
  })
}
