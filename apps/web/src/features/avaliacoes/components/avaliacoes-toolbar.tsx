import { type ReactNode, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'

interface AvaliacoesToolbarProps {
  busca: string
  setBusca: (value: string) => void
  placeholder: string
  activeCount: number
  filtering: boolean
  clear: () => void
  /** The panel's fields. */
  children: ReactNode
}

/** The search box and the Filtros toggle of both ratings pages. */
export function AvaliacoesToolbar(props: AvaliacoesToolbarProps) {
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
        {props.children}
        <div className="flex items-end">
          <Button variant="ghost" onClick={props.clear} disabled={!props.filtering}>
            Limpar Filtros
          </Button>
        </div>
      </FiltersPanel>
    </div>
  )
}
