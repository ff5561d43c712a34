import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/**
 * POST /pedidos/{id}/materia-prima/cobranca: the seller charges the buyer the cash value of the raw
 * material that did not arrive (the server computes it, decision 030).
 */
export function cobrarMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/cobranca`, { method: 'POST' })
}

export function useCobrarMateria() {
  return useSettledMutation(cobrarMateria, (idPedido) => pedidosKeys.detalhe(idPedido))
}
