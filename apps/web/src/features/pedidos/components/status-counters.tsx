import { STATUS_PEDIDO, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { ContadoresPedidos } from '@recria/domain/pedidos-consulta'

interface StatusCountersProps {
  contadores: ContadoresPedidos | undefined
  /** The buyer's page adds 'Total' (spec part 2 §2). */
  comTotal?: boolean
  /** The status filter: its counter shows pressed, and a click filters by it (again: clears it). */
  ativo: '' | StatusPedido
  onSelect: (status: '' | StatusPedido) => void
}

const item =
  'flex min-h-16 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-left ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'

/** The eight status counters, as buttons that filter the list by their status. */
export function StatusCounters({ contadores, comTotal, ativo, onSelect }: StatusCountersProps) {
  const entradas: ['' | StatusPedido, string, number | undefined][] = [
    ...(comTotal ? [['', 'Total', contadores?.total] as ['', string, number | undefined]] : []),
    ...STATUS_PEDIDO.map(
      (s) => [s, STATUS_PEDIDO_LABELS[s], contadores?.[s]] as [StatusPedido, string, number | undefined],
    ),
  ]
  return (
    <ul aria-label="Pedidos por status" className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {entradas.map(([status, label, n]) => {
        const pressed = ativo === status
        return (
          <li key={label}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? '' : status)}
              className={`${item} ${pressed ? 'border-marca-700 bg-marca-50' : 'border-stone-200 bg-white hover:bg-stone-50'}`}
            >
              <span className="text-xl font-bold text-stone-900 tabular-nums">{n ?? '–'}</span>
              <span className="text-xs text-stone-700">{label}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
