import { formatBRL } from '@recria/domain/format'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'

interface PedidoDoReembolsoProps {
  reembolso: ReembolsoResponse
  /** The order's page of this side: /pedido/detalhes or /pedido/detalhes-comprador. */
  detalhesPara: string
}

/** The order block: number, date and total, with the way to the order (spec part 2 §2). */
export function PedidoDoReembolso({ reembolso, detalhesPara }: PedidoDoReembolsoProps) {
  const pedido = reembolso.pagamento.pedido
  return (
    <Card as="section" aria-labelledby="reembolso-pedido">
      <h2 id="reembolso-pedido" className="text-lg font-semibold text-stone-900">
        Pedido
      </h2>
      <DetailList
        items={[
          { label: 'Número', value: `#${pedido.id_pedido}` },
          { label: 'Data', value: formatDataReembolso(pedido.data_criacao) },
          { label: 'Valor total', value: <strong>{formatBRL(pedido.valor_total)}</strong> },
        ]}
      />
      <Link
        to={`${detalhesPara}/${pedido.id_pedido}`}
        state={{ pedido: { id_pedido: pedido.id_pedido } }}
        className={`${buttonClasses('secondary', 'sm')} self-start`}
      >
        <Package aria-hidden="true" className="size-4" />
        {`Ver Pedido #${pedido.id_pedido}`}
      </Link>
    </Card>
  )
}
