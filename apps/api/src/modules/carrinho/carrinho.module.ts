// The cart module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import type { PedidosModule } from '../pedidos/pedidos.module.ts'
import { createCarrinhoService } from './carrinho.service.ts'
import { createCarrinhoPagamentoService } from './carrinho-pagamento.service.ts'

/** The faces of the modules below that this one uses. */
export interface CarrinhoVizinhos {
  anuncios: AnunciosModule
  pedidos: PedidosModule
}

export function createCarrinhoModule(deps: Deps, vizinhos: CarrinhoVizinhos) {
  const { anuncios, pedidos } = vizinhos
  const pagamento = createCarrinhoPagamentoService(deps, {
    anunciosCompra: anuncios.compra,
    pedidos: pedidos.pedidos,
  })
  const carrinho = createCarrinhoService(deps, { anunciosCompra: anuncios.compra })
  return { carrinho, pagamento }
}

export type CarrinhoModule = ReturnType<typeof createCarrinhoModule>

export { carrinhoRoutes } from './carrinho.routes.ts'
export type { CarrinhoPagamentoService } from './carrinho-pagamento.service.ts'
