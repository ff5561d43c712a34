import { MODO_ENTREGA_NOME, type ModoEntrega, prazoEntregaTexto } from '@recria/domain/entrega-opcoes'
import { Truck } from 'lucide-react'
import { taxaTexto } from '../../../components/entrega/entrega-opcoes.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'

/** What an order's delivery says of itself: the mode, fee and time chosen at checkout. */
export interface EntregaEscolhida {
  modo: ModoEntrega
  taxa: number
  prazo_dias: number | null
}

/**
 * The order's delivery as its detail gives it (the `entrega` field); null for orders made before
 * delivery modes existed, or while the detail does not carry it.
 */
export function entregaDoPedido(detalhe: object | undefined): EntregaEscolhida | null {
  if (!detalhe || !('entrega' in detalhe)) return null
  const entrega = (detalhe as { entrega?: EntregaEscolhida | null }).entrega
  return entrega ?? null
}

/** 'Entrega': how the order paid just now is delivered, its time and fee. */
export function EntregaResumo({ entrega, id }: { entrega: EntregaEscolhida | null; id: string }) {
  if (!entrega) return null
  return (
    <SectionCard id={id} title="Entrega">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Truck aria-hidden="true" className="size-4 text-stone-600" />
        {MODO_ENTREGA_NOME[entrega.modo]}
      </p>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-stone-600">Prazo</dt>
          <dd className="text-right text-stone-900">{prazoEntregaTexto(entrega.modo, entrega.prazo_dias)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-stone-600">Taxa de entrega</dt>
          <dd className="whitespace-nowrap text-stone-900">{taxaTexto(entrega.taxa)}</dd>
        </div>
      </dl>
    </SectionCard>
  )
}
