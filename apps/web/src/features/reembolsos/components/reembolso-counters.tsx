import type { StatusReembolso } from '@recria/domain/reembolso'
import type { ContadoresReembolsos } from '@recria/domain/reembolso-consulta'

type Contador = readonly [StatusReembolso, string]

/** Spec part 2 §2: the seller's and the buyer's five counters. */
export const CONTADORES_VENDEDOR: readonly Contador[] = [
  ['awaiting_approval', 'Pendentes'],
  ['approved', 'Aprovados'],
  ['rejected', 'Rejeitados'],
  ['processing', 'Processando'],
  ['completed', 'Concluídos'],
]
export const CONTADORES_COMPRADOR: readonly Contador[] = [
  ['awaiting_approval', 'Aguardando'],
  ['approved', 'Aprovados'],
  ['rejected', 'Rejeitados'],
  ['processing', 'Processando'],
  ['completed', 'Concluídos'],
]

interface ReembolsoCountersProps {
  contadores: ContadoresReembolsos | undefined
  itens: readonly Contador[]
  /** The status filter: its counter shows pressed, and a click filters by it (again: clears it). */
  ativo: '' | StatusReembolso
  onSelect: (status: '' | StatusReembolso) => void
}

const item =
  'flex min-h-16 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-left ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/** The counters, as buttons that filter the list by their status. */
export function ReembolsoCounters({ contadores, itens, ativo, onSelect }: ReembolsoCountersProps) {
  return (
    <ul
      aria-label="Reembolsos por status"
      className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {itens.map(([status, label]) => {
        const pressed = ativo === status
        return (
          <li key={status}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? '' : status)}
              className={`${item} ${pressed ? 'border-marca-700 bg-marca-50' : 'border-stone-200 bg-white hover:bg-stone-50'}`}
            >
              <span className="text-xl font-bold text-stone-900 tabular-nums">
                {contadores?.[status] ?? '–'}
              </span>
              <span className="text-xs text-stone-700">{label}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
