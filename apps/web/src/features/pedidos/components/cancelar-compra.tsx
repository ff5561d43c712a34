import { canBuyerCancel, type StatusPedido } from '@recria/domain/pedido'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { CancelarPedidoButton } from './cancelar-pedido-button.tsx'

interface CancelarCompraProps {
  idPedido: number
  status: StatusPedido
  idUsuario: number
  pago: boolean
}

/** The buyer cancels while the order is not entregue, cancelado nor reembolsado (docs/product/pedidos.md). */
export function CancelarCompra({ idPedido, status, idUsuario, pago }: CancelarCompraProps) {
  if (!canBuyerCancel(status)) return null
  return (
    <SectionCard id="pedido-cancelar" title="Cancelar pedido">
      <p className="text-sm text-stone-600">
        {pago
          ? 'Você pode cancelar até a entrega; o valor pago é reembolsado automaticamente.'
          : 'Você pode cancelar este pedido enquanto ele não for entregue.'}
      </p>
      <CancelarPedidoButton
        idPedido={idPedido}
        idUsuario={idUsuario}
        tipo="COMPRADOR"
        pago={pago}
        className="self-start"
      />
    </SectionCard>
  )
}
