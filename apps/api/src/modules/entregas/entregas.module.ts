// Sellers' delivery settings, the module's face: the only file of this folder that the app and other
// modules import (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import { createEntregasService } from './entregas.service.ts'

export function createEntregasModule(deps: Deps) {
  const entregas = createEntregasService(deps)
  return { entregas }
}

export type EntregasModule = ReturnType<typeof createEntregasModule>

export { entregasRoutes } from './entregas.routes.ts'
export type { EntregasService } from './entregas.service.ts'
