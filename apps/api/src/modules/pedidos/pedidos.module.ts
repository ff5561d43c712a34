// The orders module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Orders, their steps, deadlines, raw material and thread.
import type { Deps } from '../../deps.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import type { NotificacoesModule } from '../notificacoes/notificacoes.module.ts'
import { createComprasMantidasService } from './compras-mantidas.service.ts'
import { createPedidosService } from './pedidos.service.ts'
import { createPedidosAcoesService } from './pedidos-acoes.service.ts'
import { createPedidosAvisosService } from './pedidos-avisos.service.ts'
import { createPedidosConsultaService, type UltimoReembolso } from './pedidos-consulta.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { createPedidosMateriaService } from './pedidos-materia.service.ts'
import { createPedidosMateriaCobrancaService } from './pedidos-materia-cobranca.service.ts'
import { createPedidosMensagensService, type TemDisputa } from './pedidos-mensagens.service.ts'
import { createPedidosPrazosService } from './pedidos-prazos.service.ts'

export interface PedidosVizinhos {
  notificacoes: NotificacoesModule
  mercadopago: MercadopagoModule
  /** What an order's changes set off above (the cart, the refunds): handed in by the composition root. */
  eventos: PedidosEventos
  /** The order detail's latest refund request: the refunds module answers. */
  ultimoReembolso: UltimoReembolso
  /** Whether the order's refund is disputed (the thread stays open): the refunds module answers. */
  temDisputa: TemDisputa
}

export function createPedidosModule(deps: Deps, vizinhos: PedidosVizinhos) {
  const { notificacoes } = vizinhos.notificacoes
  const { eventos } = vizinhos
  const comprasMantidas = createComprasMantidasService()
  const avisos = createPedidosAvisosService(deps, { notificacoes })
  const pedidos = createPedidosService(deps, { avisos, eventos })
  const acoes = createPedidosAcoesService(deps, { avisos, eventos })
  const materia = createPedidosMateriaService(deps, { avisos })
  const prazos = createPedidosPrazosService(deps, { avisos, eventos })
  // Raw material that did not arrive: waived, or charged through a payment of its own (decision 030).
  const materiaCobranca = createPedidosMateriaCobrancaService(deps, {
    avisos,
    preferencias: vizinhos.mercadopago.preferencias,
    eventos,
  })
  const consulta = createPedidosConsultaService(deps, { ultimoReembolso: vizinhos.ultimoReembolso })
  const mensagens = createPedidosMensagensService(deps, { notificacoes, temDisputa: vizinhos.temDisputa })
  return { pedidos, acoes, materia, prazos, materiaCobranca, consulta, mensagens, comprasMantidas }
}

export type PedidosModule = ReturnType<typeof createPedidosModule>

export { toItemPedido } from './pedidos.presenter.ts'
export { pedidosRoutes } from './pedidos.routes.ts'
export type {
  ItemPedidoRow,
  NovoItem,
  NovoPedido,
  PartesDoPedido,
  PedidosService,
  ResumoPedido,
} from './pedidos.service.ts'
export { pedidosAcoesRoutes } from './pedidos-acoes.routes.ts'
export type { PedidosEventos } from './pedidos-eventos.ts'
export { pedidosMateriaCobrancaRoutes } from './pedidos-materia-cobranca.routes.ts'
export type { PedidosMateriaCobrancaService } from './pedidos-materia-cobranca.service.ts'
export { pedidosMensagensRoutes } from './pedidos-mensagens.routes.ts'
export { registerPedidosPrazosJob } from './pedidos-prazos.job.ts'
