import { canBuyerCancel, type StatusPedido } from '@recria/domain/pedido'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { CancelarPedidoDialog } from './cancelar-pedido-dialog.tsx'

interface CancelarCompraProps {
  idPedido: number
  status: StatusPedido
  idUsuario: number
  pago: boolean
}

/** The buyer cancels while the order is not entregue, cancelado nor reembolsado (spec part 2 §4). */
export function CancelarCompra({ idPedido, status, idUsuario, pago }: CancelarCompraProps) {
  const [aberto, setAberto] = useState(false)
  if (!canBuyerCancel(status)) return null
  return (
    <SectionCard id="pedido-cancelar" title="Cancelar pedido">
      <p className="text-sm text-stone-600">
        {pago
          ? 'Você pode cancelar até a entrega; o valor pago é reembolsado automaticamente.'
          : 'Você pode cancelar este pedido enquanto ele não for entregue.'}
      </p>
      <Button
        variant="secondary"
        className="self-start text-red-700 hover:bg-red-50"
        onClick={() => setAberto(true)}
      >
        Cancelar Pedido
      </Button>
      <CancelarPedidoDialog
        open={aberto}
        onOpenChange={setAberto}
        idPedido={idPedido}
        idUsuario={idUsuario}
        tipo="COMPRADOR"
        aviso={
          pago
            ? 'O valor pago será reembolsado pelo Mercado Pago. Esta ação não pode ser desfeita.'
            : 'O pedido será cancelado. Esta ação não pode ser desfeita.'
        }
      />
    </SectionCard>
  )
}
