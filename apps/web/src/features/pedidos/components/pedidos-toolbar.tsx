import { ListToolbar } from '../../../components/ui/list-toolbar.tsx'
import { PedidoFilters, type PedidoFilterValues } from './pedido-filters.tsx'

interface PedidosToolbarProps {
  busca: string
  setBusca: (value: string) => void
  placeholder: string
  filters: PedidoFilterValues
  setFilter: <K extends keyof PedidoFilterValues>(key: K, value: PedidoFilterValues[K]) => void
  activeCount: number
  filtering: boolean
  clear: () => void
}

/** The search box and the Filtros toggle of both order lists. */
export function PedidosToolbar({ filters, setFilter, ...props }: PedidosToolbarProps) {
  return (
    <ListToolbar {...props}>
      <PedidoFilters values={filters} onChange={setFilter} />
    </ListToolbar>
  )
}
