import { STATUS_PAGAMENTO_LABELS, type StatusPagamento } from '@recria/domain/pagamento'

const TONES: Record<StatusPagamento, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  in_process: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  approved: 'bg-marca-50 text-marca-800 ring-marca-600/30',
  rejected: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-400/40',
  refunded: 'bg-violet-50 text-violet-900 ring-violet-600/30',
  in_mediation: 'bg-orange-50 text-orange-900 ring-orange-600/30',
  charged_back: 'bg-red-50 text-red-800 ring-red-600/30',
}

/** A payment's status with its label (docs/product/pagamentos.md); the text carries the meaning, not the
 * colour. */
export function PagamentoStatusBadge({ status }: { status: StatusPagamento }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {STATUS_PAGAMENTO_LABELS[status]}
    </span>
  )
}
