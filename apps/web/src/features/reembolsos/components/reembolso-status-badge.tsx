import type { StatusReembolso } from '@recria/domain/reembolso'
import {
  STATUS_REEMBOLSO_COMPRADOR_LABELS,
  STATUS_REEMBOLSO_VENDEDOR_LABELS,
  type StatusReembolsoComprador,
  statusReembolsoComprador,
  statusReembolsoVendedor,
} from '@recria/domain/reembolso-exibicao'

export type Lado = 'vendedor' | 'comprador'

const TONES: Record<StatusReembolsoComprador, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  awaiting_approval: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  approved: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30',
  processing: 'bg-violet-50 text-violet-900 ring-violet-600/30',
  completed: 'bg-marca-50 text-marca-800 ring-marca-600/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-400/40',
}

/** The status as each side reads it (docs/product/reembolsos.md): unknown ones as Pendente or Solicitado. */
export function statusDoLado(status: string, lado: Lado): { chave: StatusReembolsoComprador; label: string } {
  if (lado === 'vendedor') {
    const chave: StatusReembolso = statusReembolsoVendedor(status)
    return { chave, label: STATUS_REEMBOLSO_VENDEDOR_LABELS[chave] }
  }
  const chave = statusReembolsoComprador(status)
  return { chave, label: STATUS_REEMBOLSO_COMPRADOR_LABELS[chave] }
}

/** A refund's status; the text carries the meaning, not the colour. */
export function ReembolsoStatusBadge({ status, lado }: { status: string; lado: Lado }) {
  const { chave, label } = statusDoLado(status, lado)
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[chave]}`}
    >
      {label}
    </span>
  )
}
