import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { Card } from '../../../components/ui/card.tsx'
import { CardLink, CardPessoa, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'
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
      <RecordCardHeader title={titulo} badge={<ReembolsoStatusBadge status={r.status} lado="vendedor" />}>
        <p className="text-sm text-stone-600">{`Pedido #${r.id_pedido}`}</p>
        <p className="text-sm text-stone-600">{formatDataReembolso(r.data_criacao)}</p>
      </RecordCardHeader>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <CardPessoa papel="Cliente" nome={r.usuario_comprador.nome} />
        <CardValor label="Valor solicitado" valor={r.valor_solicitado} className="text-right" />
      </dl>
      <div>
        <MotivoBadge motivo={r.motivo} />
      </div>
      <CardLink to="/reembolso-detalhes" state={{ reembolso: r }} label={`Ver Detalhes do ${titulo}`}>
        Ver Detalhes
      </CardLink>
    </Card>
  )
}
