// The operator's console, the module's face: the only file of this folder that the app imports
// (docs/architecture.md, "Modules"). It acts through the modules below and logs every action.
import type { Deps } from '../../deps.ts'
import type { AuthModule } from '../auth/auth.module.ts'
import type { DenunciasModule } from '../denuncias/denuncias.module.ts'
import type { ReconciliacaoModule } from '../reconciliacao/reconciliacao.module.ts'
import type { ReembolsosModule } from '../reembolsos/reembolsos.module.ts'
import type { UsuariosModule } from '../usuarios/usuarios.module.ts'
import { createAuditoriaService } from './auditoria.service.ts'
import { createDenunciasAdminService } from './denuncias.service.ts'
import { createDisputasOperadorService } from './disputas.service.ts'
import { createFinanceiroOperadorService } from './financeiro.service.ts'
import { createModeracaoOperadorService } from './moderacao.service.ts'
import { createUsuariosAdminService } from './usuarios.service.ts'

export interface AdminVizinhos {
  reembolsos: ReembolsosModule
  reconciliacao: ReconciliacaoModule
  denuncias: DenunciasModule
  usuarios: UsuariosModule
  auth: AuthModule
}

export function createAdminModule(deps: Deps, vizinhos: AdminVizinhos) {
  const auditoria = createAuditoriaService(deps)
  const financeiro = createFinanceiroOperadorService(deps, {
    reembolsosOperador: vizinhos.reembolsos.operador,
    reconciliacao: vizinhos.reconciliacao.reconciliacao,
    auditoria,
  })
  const moderacao = createModeracaoOperadorService(deps, {
    moderacao: vizinhos.denuncias.moderacao,
    auditoria,
  })
  const denuncias = createDenunciasAdminService(deps, {
    denunciasOperador: vizinhos.denuncias.operador,
    auditoria,
  })
  const usuarios = createUsuariosAdminService(deps, {
    contas: vizinhos.usuarios.contas,
    sessoes: vizinhos.auth.sessoes,
    auditoria,
  })
  const disputas = createDisputasOperadorService({ disputas: vizinhos.reembolsos.disputas, auditoria })
  return { auditoria, financeiro, moderacao, denuncias, usuarios, disputas }
}

export type AdminModule = ReturnType<typeof createAdminModule>

export { auditoriaRoutes } from './auditoria.routes.ts'
export { denunciasAdminRoutes } from './denuncias.routes.ts'
export { disputasRoutes } from './disputas.routes.ts'
export { financeiroRoutes } from './financeiro.routes.ts'
export { moderacaoRoutes } from './moderacao.routes.ts'
export { usuariosAdminRoutes } from './usuarios.routes.ts'
