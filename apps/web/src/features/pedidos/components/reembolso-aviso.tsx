import { formatDateTime } from '@recria/domain/format'
import { Undo2 } from 'lucide-react'

/** Said on the buyer's order once its payment came back (data_reembolso). */
export function ReembolsoAviso({ data }: { data: string | null }) {
  if (!data) return null
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {`O valor deste pedido foi reembolsado em ${formatDateTime(data)}. O estorno aparece na sua fatura ou saldo conforme o meio de pagamento.`}
    </p>
  )
}
