// A buyer's favourite listings, the module's face: the only file of this folder that the app and other
// modules import (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import { createFavoritosService } from './favoritos.service.ts'

export function createFavoritosModule(deps: Deps, { anuncios }: { anuncios: AnunciosModule }) {
  const favoritos = createFavoritosService(deps, { catalogo: anuncios.catalogo })
  return { favoritos }
}

export type FavoritosModule = ReturnType<typeof createFavoritosModule>

export { favoritosRoutes } from './favoritos.routes.ts'
