import type { MateriaRecebidaResponse } from '@recria/domain/materia-entrega'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

export interface RegistrarMateriaInput {
  idPedido: number
  itens: { id_item_pedido: number; quantidade_recebida: string }[]
}

/** PUT /pedidos/{id}/materia-prima {itens}: the seller records the raw material received (decision 028). */
export function registrarMateria({ idPedido, itens }: RegistrarMateriaInput) {
  return api<MateriaRecebidaResponse>(`/pedidos/${idPedido}/materia-prima`, {
    method: 'PUT',
    json: { itens },
  })
}

export function useRegistrarMateria() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registrarMateria,
    onSettled: (_data, _error, { idPedido }) =>
      queryClient.invalidateQueries({ queryKey: pedidosKeys.detalhe(idPedido) }),
  })
}
