import type { ResolverPendencia, ResolverPendenciaResponse } from '@recria/domain/operador-financeiro'
import { postComMotivo, useConsoleAction } from './console-action.ts'

/** POST /admin/financeiro/pendencias {tipo, id, motivo}: "marcar como resolvido". */
export function resolverPendencia({ tipo, id, motivo }: ResolverPendencia) {
  return postComMotivo<ResolverPendenciaResponse>('/admin/financeiro/pendencias', motivo, { tipo, id })
}

/** Resolving refreshes the whole console (the item leaves its list, the audit log gains a line). */
export function useResolverPendencia() {
  return useConsoleAction(resolverPendencia)
}
