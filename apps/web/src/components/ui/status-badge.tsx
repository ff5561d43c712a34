const ACTIVE = new Set(['ativa', 'ativo'])
const INACTIVE = new Set(['inativa', 'inativo'])

export interface StatusBadgeProps {
  status: string
  /** Text shown; defaults to the status with a capital letter ('Ativa', 'Inativo'). */
  label?: string
}

/** Active (green) or inactive (grey); the state is in the text, never in the colour alone. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const key = status.toLowerCase()
  const tone = ACTIVE.has(key)
    ? 'bg-marca-50 text-marca-800 ring-marca-600/30'
    : INACTIVE.has(key)
      ? 'bg-stone-100 text-stone-700 ring-stone-400/40'
      : 'bg-amber-50 text-amber-900 ring-amber-600/30'
  const dot = ACTIVE.has(key) ? 'bg-marca-600' : INACTIVE.has(key) ? 'bg-stone-500' : 'bg-amber-600'
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot}`} />
      {label ?? statusLabel(status)}
    </span>
  )
}

/** 'ativa' → 'Ativa'. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase() : status
}
