import { formatBRL } from '@recria/domain/format'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { MotivoBadge } from './motivo-badge.tsx'
import { ReembolsoStatusBadge } from './reembolso-status-badge.tsx'

/**
 * Spec part 2 §2 'Refunds (seller)': 'Reembolso #', 'Pedido #', the date, the status, 'Valor
 * solicitado', the customer, the reason and 'Ver Detalhes' carrying the refund to /reembolso-detalhes.
 */
export function ReembolsoCardVendedor({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  const titulo = `Reembolso #${r.id_reembolso}`
  return (
    <Card as="article" className="h-full">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-stone-900">{titulo}</h2>
          <p className="text-sm text-stone-600">{`Pedido #${r.id_pedido}`}</p>
          <p className="text-sm text-stone-600">{formatDataReembolso(r.data_criacao)}</p>
        </div>
        <ReembolsoStatusBadge status={r.status} lado="vendedor" />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-stone-600">Cliente</dt>
          <dd className="truncate font-medium text-stone-900">{r.usuario_comprador.nome}</dd>
        </div>
        <div className="text-right">
          <dt className="text-stone-600">Valor solicitado</dt>
          <dd className="font-bold text-marca-800">{formatBRL(r.valor_solicitado)}</dd>
        </div>
      </dl>
      <div>
        <MotivoBadge motivo={r.motivo} />
      </div>
      <Link
        to="/reembolso-detalhes"
        state={{ reembolso: r }}
        aria-label={`Ver Detalhes do ${titulo}`}
        className={`${buttonClasses('secondary', 'sm')} mt-auto`}
      >
        <Eye aria-hidden="true" className="size-4" />
        Ver Detalhes
      </Link>
    </Card>
  )
}
