import type { StatusPedido } from '@recria/domain/pedido'
import type { PeriodoPedido } from '@recria/domain/pedidos-consulta'

/** The filters both order lists send (docs/product/pedidos.md); '' means "no filter". */
export interface PedidosParams {
  busca: string
  status: '' | StatusPedido
  periodo: '' | PeriodoPedido
  /** YYYY-MM-DD; only with periodo 'personalizado'. */
  data_inicio: string
  data_fim: string
}

/**
 * What goes to the API: a custom period is sent only once both days are set and in order (the
 * server refuses it otherwise); until then the list stays unfiltered by date.
 */
export function paramsDaApi({ periodo, data_inicio, data_fim, ...rest }: PedidosParams) {
  if (periodo !== 'personalizado') return { ...rest, periodo }
  if (!data_inicio || !data_fim || data_fim < data_inicio) return { ...rest, periodo: '' }
  return { ...rest, periodo, data_inicio, data_fim }
}
