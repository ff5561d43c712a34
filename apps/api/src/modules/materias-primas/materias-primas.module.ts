// The raw materials module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import { createMateriasPrimasService } from './materias-primas.service.ts'

export function createMateriasPrimasModule(deps: Deps, { anuncios }: { anuncios: AnunciosModule }) {
  const materiasPrimas = createMateriasPrimasService(deps, { anunciosValores: anuncios.valores })
  return { materiasPrimas }
}

export type MateriasPrimasModule = ReturnType<typeof createMateriasPrimasModule>

export { materiasPrimasRoutes } from './materias-primas.routes.ts'
export type { MateriasPrimasService } from './materias-primas.service.ts'
