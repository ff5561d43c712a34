import type { ResolverPendencia, ResolverPendenciaResponse } from '@recria/domain/operador-financeiro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

/** POST /admin/financeiro/pendencias {tipo, id, motivo}: "marcar como resolvido". */
export function resolverPendencia({ tipo, id, motivo }: ResolverPendencia) {
  return api<ResolverPendenciaResponse>('/admin/financeiro/pendencias', {
    method: 'POST',
    json: { tipo, id, motivo: motivo.trim() },
  })
}

/** Resolving refreshes the whole console (the item leaves its list, the audit log gains a line). */
export function useResolverPendencia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resolverPendencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
