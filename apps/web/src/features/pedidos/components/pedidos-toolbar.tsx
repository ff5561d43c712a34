import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
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
export function PedidosToolbar(props: PedidosToolbarProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchInput
        className="min-w-0 flex-1 basis-56"
        value={props.busca}
        onChange={props.setBusca}
        placeholder={props.placeholder}
      />
      <FiltersPanel open={open} onToggle={() => setOpen((o) => !o)} activeCount={props.activeCount}>
        <PedidoFilters values={props.filters} onChange={props.setFilter} />
        <div className="flex items-end">
          <Button variant="ghost" onClick={props.clear} disabled={!props.filtering}>
            Limpar Filtros
          </Button>
        </div>
      </FiltersPanel>
    </div>
  )
}
