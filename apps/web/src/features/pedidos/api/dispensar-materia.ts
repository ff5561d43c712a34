import type { MateriaResolucaoResponse } from '@recria/domain/materia-cobranca'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/** POST /pedidos/{id}/materia-prima/dispensa: the seller waives the raw material that did not arrive. */
export function dispensarMateria(idPedido: number) {
  return api<MateriaResolucaoResponse>(`/pedidos/${idPedido}/materia-prima/dispensa`, { method: 'POST' })
}

export function useDispensarMateria() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: dispensarMateria,
    onSettled: (_data, _error, idPedido) =>
      queryClient.invalidateQueries({ queryKey: pedidosKeys.detalhe(idPedido) }),
  })
}
