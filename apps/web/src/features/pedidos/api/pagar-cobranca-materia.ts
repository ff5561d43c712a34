import type { PagarCobrancaResponse } from '@recria/domain/materia-cobranca'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/**
 * POST /pedidos/{id}/materia-prima/cobranca/pagar: a Mercado Pago link for the pending raw-material
 * charge (decision 030); the provider brings the buyer back to the order's page.
 */
export function pagarCobrancaMateria(idPedido: number) {
  return api<PagarCobrancaResponse>(`/pedidos/${idPedido}/materia-prima/cobranca/pagar`, { method: 'POST' })
}

export function usePagarCobrancaMateria() {
  return useMutation({ mutationFn: pagarCobrancaMateria })
}
