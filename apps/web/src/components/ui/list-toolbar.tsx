import { type ReactNode, useState } from 'react'
import { Button } from './button.tsx'
import { FiltersPanel } from './filters-panel.tsx'
import { SearchInput } from './search-input.tsx'

interface ListToolbarProps {
  busca: string
  setBusca: (value: string) => void
  placeholder: string
  activeCount: number
  filtering: boolean
  clear: () => void
  /** The panel's fields. */
  children: ReactNode
  /** Buttons after the panel (the payments page's 'Atualizar'). */
  acoes?: ReactNode
}

/** The search box and the Filtros toggle, with 'Limpar Filtros', of the lists of both sides. */
export function ListToolbar(props: ListToolbarProps) {
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
      {props.acoes}
    </div>
  )
}
