import { displayBRL } from '@recria/domain/format'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

interface PedidoDoReembolsoProps {
  reembolso: ReembolsoResponse
  /** The order's page of this side: /pedido/detalhes or /pedido/detalhes-comprador. */
  detalhesPara: string
}

/** The order block: number, date and total, with the way to the order (docs/product/reembolsos.md). */
export function PedidoDoReembolso({ reembolso, detalhesPara }: PedidoDoReembolsoProps) {
  const pedido = reembolso.pagamento.pedido
  return (
    <SectionCard id="reembolso-pedido" title="Pedido">
      <DetailList
        items={[
          { label: 'Número', value: `#${pedido.id_pedido}` },
          { label: 'Data', value: formatDataReembolso(pedido.data_criacao) },
          { label: 'Valor total', value: <strong>{displayBRL(pedido.valor_total)}</strong> },
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
    </SectionCard>
  )
}
