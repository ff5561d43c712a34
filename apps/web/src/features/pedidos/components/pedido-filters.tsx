import { STATUS_PEDIDO, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { Periodo } from '@recria/domain/periodo'
import type { SelectFilter } from '../../../components/lista/select-filters.tsx'

export interface PedidoFilterValues {
  [key: string]: string
  status: '' | StatusPedido
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: PedidoFilterValues = { status: '', periodo: '', data_inicio: '', data_fim: '' }

/** Status, then the period and, for 'Personalizado', the first and last day (docs/product/pedidos.md). */
export const PEDIDO_FILTROS: SelectFilter<'status'>[] = [
  {
    key: 'status',
    label: 'Status',
    all: 'Todos os status',
    values: STATUS_PEDIDO,
    text: (s) => STATUS_PEDIDO_LABELS[s as StatusPedido],
    name: 'status',
  },
]
