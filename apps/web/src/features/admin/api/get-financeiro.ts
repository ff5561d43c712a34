import type { FinanceiroResponse } from '@recria/domain/operador-financeiro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

/** Each list's page on the Financeiro page. */
export interface FinanceiroParams {
  pagina_reembolsos: number
  pagina_pagamentos: number
  pagina_notificacoes: number
  pagina_divergencias: number
}

export const FINANCEIRO_LIMITE = 10

/** GET /admin/financeiro: the four lists (the reconciliation runs for each look). */
export function useFinanceiro(params: FinanceiroParams) {
  return useQuery({
    queryKey: adminKeys.area('financeiro', params),
    queryFn: () => {
      const query = new URLSearchParams({ limit: String(FINANCEIRO_LIMITE) })
      for (const [chave, valor] of Object.entries(params)) if (valor > 1) query.set(chave, String(valor))
      return api<FinanceiroResponse>(`/admin/financeiro?${query}`)
    },
    placeholderData: keepPreviousData,
  })
}
