import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId } from 'react'

export interface FiltersPanelProps {
  open: boolean
  onToggle: () => void
  children: ReactNode
  /** Filters currently set, shown on the toggle. */
  activeCount?: number
}

/**
 * The 'Filtros' toggle and its panel (the toggle reports aria-expanded and controls the panel).
 * Both render in place: put them in a `flex flex-wrap` toolbar next to the search and the panel
 * takes a whole row at its end. The fields go in the panel's grid (1 column, 2 from sm, 4 from lg).
 */
export function FiltersPanel({ open, onToggle, children, activeCount = 0 }: FiltersPanelProps) {
  const panelId = useId()
  return (
    <>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filtros
        {activeCount > 0 && (
          <span className="rounded-full bg-marca-700 px-2 py-0.5 text-xs text-white">
            {activeCount}
            <span className="sr-only"> {activeCount === 1 ? 'filtro ativo' : 'filtros ativos'}</span>
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label="Filtros"
        className="order-last grid basis-full grid-cols-1 gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {children}
      </section>
    </>
  )
}
