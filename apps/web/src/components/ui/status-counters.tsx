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

const item =
  'flex min-h-16 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-left ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/** A list's status counters, as buttons that filter the list by their status (orders, refunds). */
export function StatusCounters<S extends string>({
  label,
  contadores,
  ativo,
  onSelect,
}: StatusCountersProps<S>) {
  return (
    <ul aria-label={label} className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {contadores.map(({ status, label: nome, total }) => {
        const pressed = ativo === status
        return (
          <li key={nome}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? '' : status)}
              className={`${item} ${pressed ? 'border-marca-700 bg-marca-50' : 'border-stone-200 bg-white hover:bg-stone-50'}`}
            >
              <span className="text-xl font-bold text-stone-900 tabular-nums">{total ?? '–'}</span>
              <span className="text-xs text-stone-700">{nome}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
