// The users module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createBloqueioService } from './bloqueio.service.ts'
import { createContasService } from './contas.service.ts'
import { createCredenciaisService } from './credenciais.service.ts'
import { createExclusaoService, type EncerrarConta } from './exclusao.service.ts'
import type { EncerrarOutrasSessoes } from './troca-email.service.ts'
import { createUsuariosService } from './usuarios.service.ts'

/** What the modules above do for a user's account, handed in by the composition root. */
export interface UsuariosVizinhos {
  /** Deleting one's account ends what the modules above hold for it. */
  encerrarConta: EncerrarConta
  /** A new password or e-mail ends the user's other sessions (the auth module's). */
  encerrarOutrasSessoes: EncerrarOutrasSessoes
}

export function createUsuariosModule(deps: Deps, { encerrarConta, encerrarOutrasSessoes }: UsuariosVizinhos) {
  const credenciais = createCredenciaisService()
  const bloqueio = createBloqueioService()
  const contas = createContasService(deps)
  const exclusao = createExclusaoService(deps, { encerrarConta })
  const usuarios = createUsuariosService(deps, { encerrarOutrasSessoes })
  return { usuarios, credenciais, bloqueio, contas, exclusao }
}

export type UsuariosModule = ReturnType<typeof createUsuariosModule>

export type { BloqueioService } from './bloqueio.service.ts'
export { type ContasService, toContaAdmin } from './contas.service.ts'
export type { CredenciaisService } from './credenciais.service.ts'
export { exclusaoRoutes } from './exclusao.routes.ts'
export { toUsuario } from './usuarios.presenter.ts'
/** For the demo seed (apps/api/seed), which stores its accounts as a sign-up does; modules call the services. */
export { usuariosRepository } from './usuarios.repository.ts'
export { usuariosRoutes } from './usuarios.routes.ts'
