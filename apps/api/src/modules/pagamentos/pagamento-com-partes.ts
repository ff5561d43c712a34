import type { PartesDoPedido } from '../pedidos/pedidos.module.ts'
import type { PagamentoRow } from './pagamentos.repository.ts'

/** A payment with its order's buyer and seller (asked of the pedidos module). */
export type PagamentoComPartes = PagamentoRow &
  Pick<PartesDoPedido, 'id_usuario_comprador' | 'id_usuario_vendedor'>
