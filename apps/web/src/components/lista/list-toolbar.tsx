import { type ReactNode, useState } from 'react'
import { Button } from '../ui/button.tsx'
import { FiltersPanel } from '../ui/filters-panel.tsx'
import { SearchInput } from '../ui/search-input.tsx'

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
  /** The search box's id, for a page that moves focus to it. */
  searchId?: string
  /** The space below the toolbar: 'mb-4' by default; the seller's back-office lists take 'mb-6'. */
  className?: string
  /** Where 'Limpar Filtros' sits in the panel's grid, when not in the cell after the fields. */
  clearClassName?: string
}

/** The search box and the Filtros toggle, with 'Limpar Filtros', of the lists of both sides. */
export function ListToolbar(props: ListToolbarProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className={`${props.className ?? 'mb-4'} flex flex-wrap gap-3`}>
      <SearchInput
        id={props.searchId}
        className="min-w-0 flex-1 basis-56"
        value={props.busca}
        onChange={props.setBusca}
        placeholder={props.placeholder}
      />
      <FiltersPanel open={open} onToggle={() => setOpen((o) => !o)} activeCount={props.activeCount}>
        {props.children}
        <div className={props.clearClassName ? `flex items-end ${props.clearClassName}` : 'flex items-end'}>
          <Button variant="ghost" onClick={props.clear} disabled={!props.filtering}>
            Limpar Filtros
          </Button>
        </div>
      </FiltersPanel>
      {props.acoes}
    </div>
  )
}
