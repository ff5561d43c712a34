// The auth module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { UsuariosModule } from '../usuarios/usuarios.module.ts'
import { createAuthService } from './auth.service.ts'
import { createSessoesService } from './sessoes.service.ts'

export function createAuthModule(deps: Deps, { usuarios }: { usuarios: UsuariosModule }) {
  const sessoes = createSessoesService()
  const auth = createAuthService(deps, { credenciais: usuarios.credenciais })
  return { auth, sessoes }
}

export type AuthModule = ReturnType<typeof createAuthModule>

export { authRoutes } from './auth.routes.ts'
export { installSession } from './session.plugin.ts'
export type { SessoesService } from './sessoes.service.ts'
