// The reports module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Buyers' reports, their thresholds and the moderation they lead to.
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import type { NotificacoesModule } from '../notificacoes/notificacoes.module.ts'
import type { UsuariosModule } from '../usuarios/usuarios.module.ts'
import { createDenunciasService, type TemCompraMantida } from './denuncias.service.ts'
import { createDenunciasOperadorService } from './denuncias-operador.service.ts'
import { createModeracaoService } from './moderacao.service.ts'

export interface DenunciasVizinhos {
  anuncios: AnunciosModule
  usuarios: UsuariosModule
  notificacoes: NotificacoesModule
  /** Whether the reporter kept a purchase from another seller (decision 040): the orders module answers. */
  temCompraMantida: TemCompraMantida
}

export function createDenunciasModule(deps: Deps, vizinhos: DenunciasVizinhos) {
  const anunciosModeracao = vizinhos.anuncios.moderacao
  const { bloqueio } = vizinhos.usuarios
  const { notificacoes } = vizinhos.notificacoes
  const { temCompraMantida } = vizinhos
  const denuncias = createDenunciasService(deps, {
    anunciosModeracao,
    bloqueio,
    notificacoes,
    temCompraMantida,
  })
  const moderacao = createModeracaoService(deps, { anunciosModeracao, bloqueio, notificacoes })
  const operador = createDenunciasOperadorService(deps, { anunciosModeracao, bloqueio })
  return { denuncias, moderacao, operador }
}

export type DenunciasModule = ReturnType<typeof createDenunciasModule>

export { denunciasRoutes } from './denuncias.routes.ts'
export type { DenunciasOperadorService } from './denuncias-operador.service.ts'
export type { DecisaoModeracao, ModeracaoService } from './moderacao.service.ts'
