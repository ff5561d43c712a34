import { formatDateTime } from '@recria/domain/format'
import { tipoPagamentoLabel } from '@recria/domain/pagamento'
import type { PagamentoDoVendedor } from '@recria/domain/pagamentos-consulta'
import { Card } from '../../../components/ui/card.tsx'
import { CardLink, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'
import { PagamentoStatusBadge } from './pagamento-status-badge.tsx'

/** One payment (spec part 2 §2): 'Pedido #', date, status, 'Valor Recebido', 'Meio de Pagamento'. */
export function PagamentoCard({ pagamento }: { pagamento: PagamentoDoVendedor }) {
  const titulo = `Pedido #${pagamento.pedido.id_pedido}`
  return (
    <Card as="article" className="h-full">
      <RecordCardHeader title={titulo} badge={<PagamentoStatusBadge status={pagamento.status} />}>
        <p className="text-sm text-stone-600">{formatDateTime(pagamento.data_criacao)}</p>
      </RecordCardHeader>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <CardValor label="Valor Recebido" valor={pagamento.valor_liquido} />
        <div className="min-w-0 text-right">
          <dt className="text-stone-600">Meio de Pagamento</dt>
          <dd className="font-medium break-words text-stone-900">
            {tipoPagamentoLabel(pagamento.tipo_pagamento)}
          </dd>
        </div>
      </dl>
      <CardLink to={`/pedido/detalhes/${pagamento.pedido.id_pedido}`} label={`Ver o ${titulo}`}>
        Ver Pedido
      </CardLink>
    </Card>
  )
}
