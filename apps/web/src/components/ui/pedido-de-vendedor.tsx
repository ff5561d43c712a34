import { displayBRL } from '@recria/domain/format'

interface PedidoDeVendedorProps {
  pedido: { id_pedido: number; vendedor: { nome: string }; valor_total: number }
}

/** 'Pedido #12 de Loja Verde — R$ 45,00': an order awaiting payment, as the cart and the result pages name it. */
export function PedidoDeVendedor({ pedido }: PedidoDeVendedorProps) {
  return (
    <>
      {`Pedido #${pedido.id_pedido} de `}
      <strong className="font-semibold">{pedido.vendedor.nome}</strong>
      {' — '}
      <strong className="font-semibold">{displayBRL(pedido.valor_total)}</strong>
    </>
  )
}
