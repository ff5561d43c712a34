// The refunds module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Every refund: requests, disputes, cancelled orders, duplicate
// payments, their queues and jobs, and the one call that gives a payment back.
import type { Deps } from '../../deps.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import type { NotificacoesModule } from '../notificacoes/notificacoes.module.ts'
import type { PagamentosModule } from '../pagamentos/pagamentos.module.ts'
import type { PedidosModule } from '../pedidos/pedidos.module.ts'
import { createDisputasService } from './disputas.service.ts'
import { createReembolsoDoPedidoService } from './reembolso-do-pedido.service.ts'
import { createReembolsoPagamentoService } from './reembolso-pagamento.service.ts'
import { createReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import { createReembolsosService } from './reembolsos.service.ts'
import { createReembolsosAvisosService } from './reembolsos-avisos.service.ts'
import { createReembolsosConsultaService } from './reembolsos-consulta.service.ts'
import { createReembolsosOperadorService } from './reembolsos-operador.service.ts'

export interface ReembolsosVizinhos {
  mercadopago: MercadopagoModule
  notificacoes: NotificacoesModule
  pedidos: PedidosModule
  pagamentos: PagamentosModule
}

export function createReembolsosModule(deps: Deps, vizinhos: ReembolsosVizinhos) {
  const { conexoes, mercadoPago } = vizinhos.mercadopago
  const { notificacoes } = vizinhos.notificacoes
  const { pedidos } = vizinhos.pedidos
  const { pagamentos } = vizinhos.pagamentos
  const reembolsoPagamento = createReembolsoPagamentoService(deps, { conexoes, mercadoPago, pagamentos })
  const avisos = createReembolsosAvisosService(deps, { notificacoes })
  const processamento = createReembolsoProcessamentoService(deps, { reembolsoPagamento, pedidos, avisos })
  const doPedido = createReembolsoDoPedidoService(deps, { pedidos, pagamentos, reembolsoPagamento })
  const consulta = createReembolsosConsultaService(deps, { pedidos })
  const reembolsos = createReembolsosService(deps, { pagamentos, pedidos, avisos, consulta, processamento })
  const disputas = createDisputasService(deps, { pedidos, notificacoes, consulta, processamento })
  const operador = createReembolsosOperadorService(deps)
  return { reembolsos, reembolsoPagamento, processamento, doPedido, consulta, disputas, operador }
}

export type ReembolsosModule = ReturnType<typeof createReembolsosModule>

export type { DisputasService } from './disputas.service.ts'
export { registerReembolsoAprovadoJob } from './reembolso-aprovado.job.ts'
export { registerReembolsoPedidoJob } from './reembolso-pedido.job.ts'
export { chaveDoReembolso } from './reembolso-processamento.service.ts'
export { reembolsosRoutes } from './reembolsos.routes.ts'
export type { ReembolsosOperadorService } from './reembolsos-operador.service.ts'
