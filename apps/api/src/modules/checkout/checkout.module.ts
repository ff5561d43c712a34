// The checkout module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Orders from the cart or buy now, their preferences, the result
// pages' status call.
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import type { CarrinhoModule } from '../carrinho/carrinho.module.ts'
import type { EnderecosModule } from '../enderecos/enderecos.module.ts'
import type { EntregasModule } from '../entregas/entregas.module.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import type { PagamentosModule } from '../pagamentos/pagamentos.module.ts'
import type { PedidosModule } from '../pedidos/pedidos.module.ts'
import { createCheckoutService } from './checkout.service.ts'
import { createRetornoService } from './retorno.service.ts'

export interface CheckoutVizinhos {
  carrinho: CarrinhoModule
  pedidos: PedidosModule
  anuncios: AnunciosModule
  mercadopago: MercadopagoModule
  pagamentos: PagamentosModule
  enderecos: EnderecosModule
  entregas: EntregasModule
}

export function createCheckoutModule(deps: Deps, vizinhos: CheckoutVizinhos) {
  const { pedidos } = vizinhos.pedidos
  const { pagamentos } = vizinhos.pagamentos
  const checkout = createCheckoutService(deps, {
    carrinhoPagamento: vizinhos.carrinho.pagamento,
    pedidos,
    anunciosCompra: vizinhos.anuncios.compra,
    preferencias: vizinhos.mercadopago.preferencias,
    pagamentos,
    enderecos: vizinhos.enderecos.enderecos,
    entregas: vizinhos.entregas.entregas,
  })
  const retorno = createRetornoService(deps, { pedidos, pagamentos })
  return { checkout, retorno }
}

export type CheckoutModule = ReturnType<typeof createCheckoutModule>

export { checkoutRoutes } from './checkout.routes.ts'
