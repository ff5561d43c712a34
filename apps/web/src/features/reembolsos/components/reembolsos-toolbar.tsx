import { ListToolbar } from '../../../components/ui/list-toolbar.tsx'
import { ReembolsoFilters, type ReembolsoFilterValues } from './reembolso-filters.tsx'
import type { Lado } from './reembolso-status-badge.tsx'

interface ReembolsosToolbarProps {
  lado: Lado
  busca: string
  setBusca: (value: string) => void
  placeholder: string
  filters: ReembolsoFilterValues
  setFilter: <K extends keyof ReembolsoFilterValues>(key: K, value: ReembolsoFilterValues[K]) => void
  activeCount: number
  filtering: boolean
  clear: () => void
}

/** The search box and the Filtros toggle of both refunds lists. */
export function ReembolsosToolbar({ lado, filters, setFilter, ...props }: ReembolsosToolbarProps) {
  return (
    <ListToolbar {...props}>
      <ReembolsoFilters lado={lado} values={filters} onChange={setFilter} />
    </ListToolbar>
  )
}
