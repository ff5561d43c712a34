import { normalizeStatusPedido, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'

const TONES: Record<StatusPedido, string> = {
  pagamento_pendente: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  pagamento_aprovado: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  confirmado: 'bg-indigo-50 text-indigo-900 ring-indigo-600/30',
  em_preparacao: 'bg-violet-50 text-violet-900 ring-violet-600/30',
  pronto_para_entrega: 'bg-teal-50 text-teal-900 ring-teal-600/30',
  entregue: 'bg-marca-50 text-marca-800 ring-marca-600/30',
  cancelado: 'bg-red-50 text-red-800 ring-red-600/30',
  reembolsado: 'bg-stone-100 text-stone-800 ring-stone-400/40',
}

/**
 * An order's status with its label (docs/product/pedidos.md); the text carries the meaning, not the colour.
 */
export function PedidoStatusBadge({ status }: { status: string }) {
  const key = normalizeStatusPedido(status)
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[key]}`}
    >
      {STATUS_PEDIDO_LABELS[key]}
    </span>
  )
}
