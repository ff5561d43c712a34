import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { CancelarPedidoDialog } from './cancelar-pedido-dialog.tsx'

interface CancelarPedidoButtonProps {
  idPedido: number
  idUsuario: number
  tipo: 'VENDEDOR' | 'COMPRADOR'
  /** A paid order is refunded when cancelled: the modal says so. */
  pago: boolean
  className?: string
}

const REEMBOLSO = {
  COMPRADOR: 'O valor pago será reembolsado pelo Mercado Pago. Esta ação não pode ser desfeita.',
  VENDEDOR: 'O pagamento deste pedido será reembolsado ao comprador. Esta ação não pode ser desfeita.',
}

/** 'Cancelar Pedido' and the modal that asks the reason (docs/product/pedidos.md). */
export function CancelarPedidoButton({
  idPedido,
  idUsuario,
  tipo,
  pago,
  className = '',
}: CancelarPedidoButtonProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        className={`text-red-700 hover:bg-red-50 ${className}`}
        onClick={() => setAberto(true)}
      >
        Cancelar Pedido
      </Button>
      <CancelarPedidoDialog
        open={aberto}
        onOpenChange={setAberto}
        idPedido={idPedido}
        idUsuario={idUsuario}
        tipo={tipo}
        aviso={pago ? REEMBOLSO[tipo] : 'O pedido será cancelado. Esta ação não pode ser desfeita.'}
      />
    </>
  )
}
