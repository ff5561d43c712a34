import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/** POST /pedidos/{id}/materia-prima/dispensa: the seller waives the raw material that did not arrive. */
export function dispensarMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/dispensa`, { method: 'POST' })
}

export function useDispensarMateria() {
  return useSettledMutation(dispensarMateria, (idPedido) => pedidosKeys.detalhe(idPedido))
}
