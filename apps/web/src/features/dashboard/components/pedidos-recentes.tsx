import type { DashboardResponse } from '@recria/domain/dashboard'
import { displayBRL, formatDateTime } from '@recria/domain/format'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card.tsx'
import { PedidoStatusBadge } from '../../../components/ui/pedido-status-badge.tsx'

/** The five latest orders (docs/product/painel.md), each opening its detail, and a link to them all. */
export function PedidosRecentes({ pedidos }: { pedidos: DashboardResponse['pedidos_recentes'] }) {
  return (
    <Card as="section" aria-labelledby="dashboard-recentes">
      <div className="flex items-center justify-between gap-2">
        <h2 id="dashboard-recentes" className="text-lg font-semibold text-stone-900">
          Pedidos recentes
        </h2>
        <Link to="/pedidos" className="text-sm font-medium text-marca-800 underline underline-offset-2">
          Ver todos os pedidos
        </Link>
      </div>
      {pedidos.length === 0 ? (
        <p className="text-sm text-stone-600">Você ainda não recebeu nenhum pedido.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {pedidos.map((p) => (
            <li key={p.id_pedido} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <Link
                  to={`/pedido/detalhes/${p.id_pedido}`}
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                >
                  {`Pedido #${p.id_pedido}`}
                </Link>
                <p className="text-stone-600">{`${p.comprador.nome} · ${formatDateTime(p.data_criacao)}`}</p>
              </div>
              <div className="flex items-center gap-2">
                <PedidoStatusBadge status={p.status_pedido} />
                <span className="text-sm font-semibold text-stone-900">{displayBRL(p.valor_total)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
