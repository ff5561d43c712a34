// The conversions module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import type { MateriasPrimasModule } from '../materias-primas/materias-primas.module.ts'
import { createConversoesService } from './conversoes.service.ts'

/** The faces of the modules below that this one uses. */
export interface ConversoesVizinhos {
  anuncios: AnunciosModule
  materiasPrimas: MateriasPrimasModule
}

export function createConversoesModule(deps: Deps, vizinhos: ConversoesVizinhos) {
  const { anuncios, materiasPrimas } = vizinhos
  const conversoes = createConversoesService(deps, {
    anunciosValores: anuncios.valores,
    materiasPrimas: materiasPrimas.materiasPrimas,
  })
  return { conversoes }
}

export type ConversoesModule = ReturnType<typeof createConversoesModule>

export { conversoesRoutes } from './conversoes.routes.ts'
