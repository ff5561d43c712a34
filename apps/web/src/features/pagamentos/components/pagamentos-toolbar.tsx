import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { PagamentoFilters, type PagamentoFilterValues } from './pagamento-filters.tsx'

interface PagamentosToolbarProps {
  busca: string
  setBusca: (value: string) => void
  filters: PagamentoFilterValues
  setFilter: <K extends keyof PagamentoFilterValues>(key: K, value: PagamentoFilterValues[K]) => void
  activeCount: number
  filtering: boolean
  clear: () => void
  /** 'Atualizar': loads the list again (spec part 2 §2). */
  onAtualizar: () => void
  atualizando: boolean
}

/** The search box, the Filtros toggle and 'Atualizar' of the payments page. */
export function PagamentosToolbar(props: PagamentosToolbarProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchInput
        className="min-w-0 flex-1 basis-56"
        value={props.busca}
        onChange={props.setBusca}
        placeholder="Buscar por pedido ou valor..."
      />
      <FiltersPanel open={open} onToggle={() => setOpen((o) => !o)} activeCount={props.activeCount}>
        <PagamentoFilters values={props.filters} onChange={props.setFilter} />
        <div className="flex items-end">
          <Button variant="ghost" onClick={props.clear} disabled={!props.filtering}>
            Limpar Filtros
          </Button>
        </div>
      </FiltersPanel>
      <Button variant="secondary" onClick={props.onAtualizar} loading={props.atualizando}>
        {!props.atualizando && <RefreshCw aria-hidden="true" className="size-4" />}
        Atualizar
      </Button>
    </div>
  )
}
