// The products module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules").
import type { Deps } from '../../deps.ts'
import type { AnunciosModule } from '../anuncios/anuncios.module.ts'
import { createProdutosService } from './produtos.service.ts'

export function createProdutosModule(deps: Deps, { anuncios }: { anuncios: AnunciosModule }) {
  const produtos = createProdutosService(deps, { anunciosValores: anuncios.valores })
  return { produtos }
}

export type ProdutosModule = ReturnType<typeof createProdutosModule>

export { produtosRoutes } from './produtos.routes.ts'
