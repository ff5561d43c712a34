import { displayBRL } from '@recria/domain/format'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import type { ReactNode } from 'react'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { type Lado, ReembolsoStatusBadge } from './reembolso-status-badge.tsx'

interface SolicitacaoInfoProps {
  reembolso: ReembolsoResponse
  lado: Lado
  /** The status' sentence for this side. */
  descricao: string
  /** The seller's 'Responder Solicitação' while it awaits an answer. */
  children?: ReactNode
}

/** The request: its date, the value asked (and approved), the order, the status with its sentence. */
export function SolicitacaoInfo({ reembolso: r, lado, descricao, children }: SolicitacaoInfoProps) {
  return (
    <SectionCard
      id="reembolso-solicitacao"
      title="Solicitação"
      aside={<ReembolsoStatusBadge status={r.status} lado={lado} />}
    >
      <p className="text-sm text-stone-700">{descricao}</p>
      <DetailList
        items={[
          { label: 'Solicitado em', value: formatDataReembolso(r.data_criacao) },
          { label: 'Valor solicitado', value: <strong>{displayBRL(r.valor_solicitado)}</strong> },
          ...(r.valor_aprovado !== null
            ? [{ label: 'Valor aprovado', value: displayBRL(r.valor_aprovado) }]
            : []),
          { label: 'Pedido relacionado', value: `#${r.id_pedido}` },
          ...(r.data_conclusao
            ? [{ label: 'Concluído em', value: formatDataReembolso(r.data_conclusao) }]
            : []),
        ]}
      />
      {children}
    </SectionCard>
  )
}
