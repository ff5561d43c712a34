import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'
import { CardLink, CardPessoa, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'
import { MotivoBadge } from './motivo-badge.tsx'
import { type Lado, ReembolsoStatusBadge } from './reembolso-status-badge.tsx'

interface ReembolsoCardProps {
  reembolso: ReembolsoResponse
  lado: Lado
  /** The other party: 'Cliente' for the seller, 'Vendedor' for the buyer. */
  pessoa: { papel: string; nome: string }
  /** 'Ver Detalhes': the refund travels in navigation state. */
  detalhes: string
  /** Under the heading (the buyer's first product). */
  antes?: ReactNode
  /** After 'Valor solicitado', in the same figures (the approved sum). */
  valores?: ReactNode
  /** After the reason (the buyer's justification and the seller's answer). */
  children?: ReactNode
}

/** One refund of a list (docs/product/reembolsos.md): number, order, date, status, the other party, the sum,
 * the reason. */
export function ReembolsoCard({
  reembolso: r,
  lado,
  pessoa,
  detalhes,
  antes,
  valores,
  children,
}: ReembolsoCardProps) {
  const titulo = `Reembolso #${r.id_reembolso}`
  return (
    <Card as="article" className="h-full">
      <RecordCardHeader title={titulo} badge={<ReembolsoStatusBadge status={r.status} lado={lado} />}>
        <p className="text-sm text-stone-600">{`Pedido #${r.id_pedido}`}</p>
        <p className="text-sm text-stone-600">{formatDataReembolso(r.data_criacao)}</p>
      </RecordCardHeader>
      {antes}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <CardPessoa papel={pessoa.papel} nome={pessoa.nome} />
        <CardValor label="Valor solicitado" valor={r.valor_solicitado} className="text-right" />
        {valores}
      </dl>
      <div>
        <MotivoBadge motivo={r.motivo} />
      </div>
      {children}
      <CardLink to={detalhes} state={{ reembolso: r }} label={`Ver Detalhes do ${titulo}`}>
        Ver Detalhes
      </CardLink>
    </Card>
  )
}
