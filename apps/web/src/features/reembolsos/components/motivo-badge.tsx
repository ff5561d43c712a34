import { MOTIVO_REEMBOLSO_LABELS, motivoReembolso } from '@recria/domain/reembolso-exibicao'

/** The request's reason; an unknown one reads 'Outros' (docs/product/reembolsos.md). */
export function MotivoBadge({ motivo }: { motivo: string }) {
  return (
    <span className="inline-flex items-center rounded-md bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800 ring-1 ring-stone-300 ring-inset">
      {MOTIVO_REEMBOLSO_LABELS[motivoReembolso(motivo)]}
    </span>
  )
}
