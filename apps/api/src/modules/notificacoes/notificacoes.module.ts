// The notifications module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createNotificacoesService } from './notificacoes.service.ts'

export function createNotificacoesModule(deps: Deps) {
  const notificacoes = createNotificacoesService(deps)
  return { notificacoes }
}

export type NotificacoesModule = ReturnType<typeof createNotificacoesModule>

export { notificacoesRoutes } from './notificacoes.routes.ts'
export { CANAL, type NotificacoesService } from './notificacoes.service.ts'
