import { formatBRL, formatDateTime } from '@recria/domain/format'
import { tipoPagamentoLabel } from '@recria/domain/pagamento'
import type { PagamentoDoVendedor } from '@recria/domain/pagamentos-consulta'
import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PagamentoStatusBadge } from './pagamento-status-badge.tsx'

/** One payment (spec part 2 §2): 'Pedido #', date, status, 'Valor Recebido', 'Meio de Pagamento'. */
export function PagamentoCard({ pagamento }: { pagamento: PagamentoDoVendedor }) {
  const titulo = `Pedido #${pagamento.pedido.id_pedido}`
  return (
    <Card as="article" className="h-full">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-stone-900">{titulo}</h2>
          <p className="text-sm text-stone-600">{formatDateTime(pagamento.data_criacao)}</p>
        </div>
        <PagamentoStatusBadge status={pagamento.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">Valor Recebido</dt>
          <dd className="font-bold text-marca-800">{formatBRL(pagamento.valor_liquido)}</dd>
        </div>
        <div className="min-w-0 text-right">
          <dt className="text-stone-600">Meio de Pagamento</dt>
          <dd className="font-medium break-words text-stone-900">
            {tipoPagamentoLabel(pagamento.tipo_pagamento)}
          </dd>
        </div>
      </dl>
      <Link
        to={`/pedido/detalhes/${pagamento.pedido.id_pedido}`}
        aria-label={`Ver o ${titulo}`}
        className={`${buttonClasses('secondary', 'sm')} mt-auto`}
      >
        <Eye aria-hidden="true" className="size-4" />
        Ver Pedido
      </Link>
    </Card>
  )
}
