import { formatDateTime } from '@recria/domain/format'
import type { StatusPedido } from '@recria/domain/pedido'
import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react'
import { SectionCard } from '../../../components/ui/section-card.tsx'

interface Passo {
  titulo: string
  data: string | null
  feito: boolean
  tom?: 'erro'
}

const ORDEM: StatusPedido[] = [
  'pagamento_pendente',
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
  'entregue',
]

/**
 * docs/product/pedidos.md: created, payment approved, confirmed, in preparation, ready, delivered; a
 * cancelled order adds its cancellation, a refunded one its refund. A step is done by status or date.
 */
export function passosDoPedido(p: PedidoDetalheResponse): Passo[] {
  const indice = ORDEM.indexOf(p.status_pedido)
  const feito = (status: StatusPedido, data: string | null) =>
    data !== null || (indice >= 0 && indice >= ORDEM.indexOf(status))
  const passos: Passo[] = [
    { titulo: 'Pedido realizado', data: p.data_criacao, feito: true },
    {
      titulo: 'Pagamento aprovado',
      data: p.data_pagamento_aprovado,
      feito: feito('pagamento_aprovado', p.data_pagamento_aprovado),
    },
    { titulo: 'Pedido confirmado', data: p.data_confirmacao, feito: feito('confirmado', p.data_confirmacao) },
    { titulo: 'Em preparação', data: p.data_preparacao, feito: feito('em_preparacao', p.data_preparacao) },
    {
      titulo: 'Pronto para entrega',
      data: p.data_pronto_entrega,
      feito: feito('pronto_para_entrega', p.data_pronto_entrega),
    },
    {
      titulo: 'Entregue',
      data: p.data_entrega_realizada,
      feito: feito('entregue', p.data_entrega_realizada),
    },
  ]
  if (p.status_pedido === 'cancelado' || p.data_cancelamento) {
    passos.push({ titulo: 'Pedido cancelado', data: p.data_cancelamento, feito: true, tom: 'erro' })
  }
  if (p.status_pedido === 'reembolsado' || p.data_reembolso) {
    passos.push({ titulo: 'Pagamento reembolsado', data: p.data_reembolso, feito: true })
  }
  // The seller's records of the raw material received (decision 028) and its settlement, the buyer's
  // payment of a charge told by the system (decision 030): events that keep the status.
  for (const e of p.eventos) {
    if (
      (e.origem === 'vendedor' || e.origem === 'sistema') &&
      e.status_anterior === e.status_novo &&
      e.descricao
    )
      passos.push({ titulo: e.descricao, data: e.criado_em, feito: true })
  }
  return passos
}

/** 'Histórico do Pedido': each step, done or waiting, with its date in São Paulo time. */
export function HistoricoPedido({ pedido }: { pedido: PedidoDetalheResponse }) {
  return (
    <SectionCard id="pedido-historico" title="Histórico do Pedido">
      <ol className="flex flex-col gap-3">
        {passosDoPedido(pedido).map((passo) => {
          const Icon = passo.tom === 'erro' ? CircleX : passo.feito ? CircleCheck : CircleDashed
          const cor =
            passo.tom === 'erro' ? 'text-red-700' : passo.feito ? 'text-marca-700' : 'text-stone-400'
          return (
            <li key={`${passo.titulo}-${passo.data}`} className="flex items-start gap-3">
              <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${cor}`} />
              <div className="text-sm">
                <p className={passo.feito ? 'font-medium text-stone-900' : 'text-stone-600'}>
                  {passo.titulo}
                  <span className="sr-only">{passo.feito ? ' (concluído)' : ' (pendente)'}</span>
                </p>
                {passo.data && <p className="text-stone-600">{formatDateTime(passo.data)}</p>}
              </div>
            </li>
          )
        })}
      </ol>
    </SectionCard>
  )
}
