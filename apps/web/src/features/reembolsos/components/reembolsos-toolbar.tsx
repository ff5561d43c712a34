import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
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
export function ReembolsosToolbar(props: ReembolsosToolbarProps) {
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
        <ReembolsoFilters lado={props.lado} values={props.filters} onChange={props.setFilter} />
        <div className="flex items-end">
          <Button variant="ghost" onClick={props.clear} disabled={!props.filtering}>
            Limpar Filtros
          </Button>
        </div>
      </FiltersPanel>
    </div>
  )
}
