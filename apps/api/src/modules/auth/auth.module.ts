// The auth module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { UsuariosModule } from '../usuarios/usuarios.module.ts'
import { createAccessService } from './access.service.ts'
import { createAuthService } from './auth.service.ts'

export function createAuthModule(deps: Deps, { usuarios }: { usuarios: UsuariosModule }) {
  const access = createAccessService()
  const auth = createAuthService(deps, { credenciais: usuarios.credenciais })
  return { auth, access }
}

export type AuthModule = ReturnType<typeof createAuthModule>

export type { AccessService } from './access.service.ts'
export { authRoutes } from './auth.routes.ts'
export { installSession } from './session.plugin.ts'
