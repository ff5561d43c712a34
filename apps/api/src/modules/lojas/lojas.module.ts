// Sellers' shops and the raw material taken back, the module's face: the only file of this folder that
// the app imports (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createLojasService } from './lojas.service.ts'

export function createLojasModule(deps: Deps) {
  // Read from the replica when there is one (deps.dbLeitura), as the storefront is.
  const lojas = createLojasService({ ...deps, db: deps.dbLeitura })
  return { lojas }
}

export type LojasModule = ReturnType<typeof createLojasModule>

export { createLojaPreview } from './loja-preview.ts'
export { lojasRoutes } from './lojas.routes.ts'
