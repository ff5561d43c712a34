import type { MateriaRecebidaResponse } from '@recria/domain/materia-entrega'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

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
  return useSettledMutation(registrarMateria, (input) => pedidosKeys.detalhe(input.idPedido))
}
