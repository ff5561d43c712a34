import { RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { ListToolbar } from '../../../components/ui/list-toolbar.tsx'
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
export function PagamentosToolbar({
  filters,
  setFilter,
  onAtualizar,
  atualizando,
  ...props
}: PagamentosToolbarProps) {
  return (
    <ListToolbar
      {...props}
      placeholder="Buscar por pedido ou valor..."
      acoes={
        <Button variant="secondary" onClick={onAtualizar} loading={atualizando}>
          {!atualizando && <RefreshCw aria-hidden="true" className="size-4" />}
          Atualizar
        </Button>
      }
    >
      <PagamentoFilters values={filters} onChange={setFilter} />
    </ListToolbar>
  )
}
