import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/** DELETE /pedidos/{id}/materia-prima/cobranca: the seller withdraws the pending raw-material charge. */
export function cancelarCobrancaMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/cobranca`, { method: 'DELETE' })
}

export function useCancelarCobrancaMateria() {
  return useSettledMutation(cancelarCobrancaMateria, (idPedido) => pedidosKeys.detalhe(idPedido))
}
