import { displayBRL } from '@recria/domain/format'
import {
  fimDoPrazoReembolso,
  type ReembolsoDoPedido,
  recusaDoReembolso,
  STATUS_REEMBOLSO_ABERTO,
} from '@recria/domain/reembolso'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { Eye, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { ReembolsoStatusBadge } from './reembolso-status-badge.tsx'
import { SolicitarReembolsoDialog } from './solicitar-reembolso-dialog.tsx'

export interface PedidoReembolsavel {
  status_pedido: string
  data_entrega_realizada: string | null
  data_reembolso: string | null
  id_pagamento: number | null
  reembolso: ReembolsoDoPedido | null
}

interface ReembolsoPedidoProps {
  pedido: PedidoReembolsavel
  /** Refreshes the order's page once a request is made. */
  onSolicitado?: () => unknown
}

/**
 * The buyer's order page's refund section (docs/product/reembolsos.md): the latest request with the way to
 * it, and 'Solicitar Reembolso' while the order is delivered, at most 7 days ago, not refunded and
 * with no open request. Nothing for an order that was never delivered.
 */
export function ReembolsoPedido({ pedido, onSolicitado }: ReembolsoPedidoProps) {
  const [aberto, setAberto] = useState(false)
  const r = pedido.reembolso
  const entrega = pedido.data_entrega_realizada
  const aberta = r !== null && STATUS_REEMBOLSO_ABERTO.includes(r.status)
  const pode = !aberta && recusaDoReembolso(pedido, new Date()) === null
  if (!r && pedido.status_pedido !== 'entregue') return null
  const prazo = entrega ? formatDataReembolso(fimDoPrazoReembolso(entrega)) : 'N/A'
  return (
    <SectionCard id="pedido-reembolso" title="Reembolso">
      {r && (
        <div className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-stone-900">{`Reembolso #${r.id_reembolso}`}</p>
            <ReembolsoStatusBadge status={r.status} lado="comprador" />
          </div>
          <p className="text-sm text-stone-600">
            {`Solicitado em ${formatDataReembolso(r.data_criacao)} · ${displayBRL(r.valor_solicitado)}`}
          </p>
          <Link
            to={`/reembolso-detalhes-comprador/${r.id_reembolso}`}
            className={`${buttonClasses('secondary', 'sm')} self-start`}
          >
            <Eye aria-hidden="true" className="size-4" />
            Ver Reembolso
          </Link>
        </div>
      )}
      {pode ? (
        <>
          <p className="text-sm text-stone-600">
            {`Algo deu errado com o pedido? Você pode solicitar o reembolso até ${prazo}.`}
          </p>
          <Button variant="secondary" className="self-start" onClick={() => setAberto(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            Solicitar Reembolso
          </Button>
          <SolicitarReembolsoDialog
            open={aberto}
            onOpenChange={setAberto}
            idPagamento={pedido.id_pagamento}
            onSolicitado={onSolicitado}
          />
        </>
      ) : (
        !r &&
        pedido.status_pedido === 'entregue' && (
          <p className="text-sm text-stone-600">{`O prazo para solicitar o reembolso deste pedido terminou em ${prazo}.`}</p>
        )
      )}
    </SectionCard>
  )
}
