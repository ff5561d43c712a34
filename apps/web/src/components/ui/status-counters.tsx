/** One counter: the status it filters by ('' for all), its label and its count (undefined while loading). */
export interface Contador<S extends string> {
  status: '' | S
  label: string
  total: number | undefined
}

interface StatusCountersProps<S extends string> {
  /** The list's accessible name: 'Pedidos por status'. */
  label: string
  contadores: readonly Contador<S>[]
  /** The status filter: its counter shows pressed, and a click filters by it (again: clears it). */
  ativo: '' | S
  onSelect: (status: '' | S) => void
}

// On a phone a compact chip in a row that scrolls sideways (the list itself stays in the first
// screen); from sm up a tile of the grid.
const item =
  'flex min-h-11 items-center gap-1.5 rounded-full border px-3 py-1.5 text-left whitespace-nowrap ' +
  'sm:min-h-16 sm:w-full sm:flex-col sm:items-start sm:justify-center sm:gap-0 sm:rounded-lg sm:px-3 sm:py-2 sm:whitespace-normal ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/** A list's status counters, as buttons that filter the list by their status (orders, refunds). */
export function StatusCounters<S extends string>({
  label,
  contadores,
  ativo,
  onSelect,
}: StatusCountersProps<S>) {
  return (
    <ul
      aria-label={label}
      data-contadores=""
      className="mb-4 flex snap-x gap-2 overflow-x-auto p-0.5 pb-1 sm:mb-6 sm:grid sm:snap-none sm:grid-cols-3 sm:overflow-visible lg:grid-cols-5"
    >
      {contadores.map(({ status, label: nome, total }) => {
        const pressed = ativo === status
        return (
          <li key={nome} className="shrink-0 snap-start sm:shrink">
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? '' : status)}
              className={`${item} ${pressed ? 'border-marca-700 bg-marca-50' : 'border-stone-200 bg-white hover:bg-stone-50'}`}
            >
              <span className="text-sm font-bold text-stone-900 tabular-nums sm:text-xl">{total ?? '–'}</span>
              <span className="text-xs text-stone-700">{nome}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
