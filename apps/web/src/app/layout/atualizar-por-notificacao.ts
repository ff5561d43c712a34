import type { Notificacao } from '@recria/domain/notificacao'
import type { QueryKey } from '@tanstack/react-query'
import { dashboardKeys, pagamentosKeys, pedidosKeys, reembolsosKeys } from '../../lib/query-keys.ts'

/**
 * What a streamed notification makes stale. One about an order (its payment, a refund, a dispute…)
 * changes the order, so the open order pages, refund pages (both sides), the seller's payments page
 * and dashboard are read again; one about a refund without an order still refreshes the refunds.
 */
export function chavesDaNotificacao(n: Notificacao, idUsuario: number): QueryKey[] {
  const sobreReembolso = /^(reembolso|disputa)_/.test(n.tipo) || n.dados_adicionais.id_reembolso !== undefined
  const sobrePedido = n.pedido !== null || n.dados_adicionais.id_pedido !== undefined
  if (!sobrePedido) return sobreReembolso ? [reembolsosKeys.all] : []
  return [pedidosKeys.all, reembolsosKeys.all, pagamentosKeys.all, dashboardKeys.vendedor(idUsuario)]
}
