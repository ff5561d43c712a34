// The reviews module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { NotificacoesModule } from '../notificacoes/notificacoes.module.ts'
import type { PedidosModule } from '../pedidos/pedidos.module.ts'
import { createAvaliacoesService } from './avaliacoes.service.ts'
import { createAvaliacoesConsultaService } from './avaliacoes-consulta.service.ts'

export function createAvaliacoesModule(
  deps: Deps,
  { notificacoes, pedidos }: { notificacoes: NotificacoesModule; pedidos: PedidosModule },
) {
  const avaliacoes = createAvaliacoesService(deps, { notificacoes: notificacoes.notificacoes })
  const consulta = createAvaliacoesConsultaService(deps, { pedidos: pedidos.pedidos })
  return { avaliacoes, consulta }
}

export type AvaliacoesModule = ReturnType<typeof createAvaliacoesModule>

export { avaliacoesRoutes } from './avaliacoes.routes.ts'
