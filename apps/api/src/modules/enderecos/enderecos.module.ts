// The address book's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createEnderecosService } from './enderecos.service.ts'

export function createEnderecosModule(deps: Deps) {
  const enderecos = createEnderecosService(deps)
  return { enderecos }
}

export type EnderecosModule = ReturnType<typeof createEnderecosModule>

export { enderecosRoutes } from './enderecos.routes.ts'
export type { EnderecosService } from './enderecos.service.ts'
