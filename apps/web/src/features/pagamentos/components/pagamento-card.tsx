import { formatDateTime } from '@recria/domain/format'
import { tipoPagamentoLabel } from '@recria/domain/pagamento'
import type { PagamentoDoVendedor } from '@recria/domain/pagamentos-consulta'
import { Card } from '../../../components/ui/card.tsx'
import { CardLink, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'
import { PagamentoStatusBadge } from './pagamento-status-badge.tsx'

/**
 * The money of a payment's card: 'Valor Recebido', never for money that went back. A refunded (or
 * charged back) payment shows 'Reembolsado' and what was returned; a partial refund both, what stayed
 * being the net value less what went back (as the summary counts it).
 */
export function valoresDoPagamento(
  pagamento: Pick<PagamentoDoVendedor, 'status' | 'valor_total' | 'valor_liquido' | 'valor_reembolsado'>,
): { label: string; valor: number }[] {
  const todoDevolvido = pagamento.status === 'refunded' || pagamento.status === 'charged_back'
  const voltou =
    pagamento.valor_reembolsado > 0 ? pagamento.valor_reembolsado : todoDevolvido ? pagamento.valor_total : 0
  if (voltou === 0) return [{ label: 'Valor Recebido', valor: pagamento.valor_liquido }]
  const ficou = todoDevolvido ? 0 : Math.round((pagamento.valor_liquido - voltou) * 100) / 100
  return [
    { label: 'Reembolsado', valor: voltou },
    ...(ficou > 0 ? [{ label: 'Valor Recebido', valor: ficou }] : []),
  ]
}

/** One payment (docs/product/pagamentos.md): 'Pedido #', date, status, 'Valor Recebido' (or 'Reembolsado'),
 * 'Meio de Pagamento'. */
export function PagamentoCard({ pagamento }: { pagamento: PagamentoDoVendedor }) {
  const titulo = `Pedido #${pagamento.pedido.id_pedido}`
  return (
    <Card as="article" className="h-full">
      <RecordCardHeader title={titulo} badge={<PagamentoStatusBadge status={pagamento.status} />}>
        <p className="text-sm text-stone-600">{formatDateTime(pagamento.data_criacao)}</p>
      </RecordCardHeader>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {valoresDoPagamento(pagamento).map(({ label, valor }) => (
          <CardValor key={label} label={label} valor={valor} />
        ))}
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
