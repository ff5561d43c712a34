import { STATUS_PEDIDO, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { ContadoresPedidos } from '@recria/domain/pedidos-consulta'
import { type Contador, StatusCounters } from '../../../components/ui/status-counters.tsx'

interface PedidoCountersProps {
  contadores: ContadoresPedidos | undefined
  /** The buyer's page adds 'Total' (docs/product/pedidos.md). */
  comTotal?: boolean
  ativo: '' | StatusPedido
  onSelect: (status: '' | StatusPedido) => void
}

/** The eight status counters, as buttons that filter the list by their status. */
export function PedidoCounters({ contadores, comTotal, ativo, onSelect }: PedidoCountersProps) {
  const itens: Contador<StatusPedido>[] = [
    ...(comTotal ? [{ status: '' as const, label: 'Total', total: contadores?.total }] : []),
    ...STATUS_PEDIDO.map((status) => ({
      status,
      label: STATUS_PEDIDO_LABELS[status],
      total: contadores?.[status],
    })),
  ]
  return <StatusCounters label="Pedidos por status" contadores={itens} ativo={ativo} onSelect={onSelect} />
}
