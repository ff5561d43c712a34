import { displayBRL, formatDateTime } from '@recria/domain/format'
import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PedidoStatusBadge } from '../../../components/ui/pedido-status-badge.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

/** The h1 ('Pedido #12') with its status badge, then date, value, items and any cancellation. */
export function PedidoResumo({ pedido }: { pedido: PedidoDetalheResponse }) {
  const unidades = pedido.itens.reduce((soma, item) => soma + item.quantidade, 0)
  const cancelamento = pedido.data_cancelamento
    ? [
        { label: 'Cancelado em', value: formatDateTime(pedido.data_cancelamento) },
        {
          label: 'Cancelado por',
          value: pedido.tipo_cancelamento === 'VENDEDOR' ? 'Vendedor' : 'Comprador',
        },
        { label: 'Motivo', value: pedido.motivo_cancelamento ?? 'Não informado' },
      ]
    : []
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <PageHeader title={`Pedido #${pedido.id_pedido}`} />
        <div className="mb-6">
          <PedidoStatusBadge status={pedido.status_pedido} />
        </div>
      </div>
      <SectionCard id="pedido-resumo" title="Resumo">
        <DetailList
          items={[
            { label: 'Data do pedido', value: formatDateTime(pedido.data_criacao) },
            { label: 'Valor total', value: <strong>{displayBRL(pedido.valor_total)}</strong> },
            { label: 'Itens', value: unidades === 1 ? '1 unidade' : `${unidades} unidades` },
            ...cancelamento,
          ]}
        />
      </SectionCard>
    </>
  )
}
