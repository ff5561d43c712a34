// The listings module's face: the only file of this folder that the app and other modules import
// (docs/architecture.md, "Modules"). Listings, their values, their moderation, the catalogue.
import type { Deps } from '../../deps.ts'
import type { MercadopagoModule } from '../mercadopago/mercadopago.module.ts'
import { createAnunciosService } from './anuncios.service.ts'
import { createAnunciosCompraService } from './anuncios-compra.service.ts'
import { createAnunciosModeracaoService } from './anuncios-moderacao.service.ts'
import { createAnunciosValoresService } from './anuncios-valores.service.ts'
import { createCatalogoService } from './catalogo.service.ts'

export function createAnunciosModule(deps: Deps, { mercadopago }: { mercadopago: MercadopagoModule }) {
  const valores = createAnunciosValoresService()
  const moderacao = createAnunciosModeracaoService()
  const compra = createAnunciosCompraService(deps)
  const anuncios = createAnunciosService(deps, { conexoes: mercadopago.conexoes })
  // The public storefront reads from the replica when there is one (deps.dbLeitura).
  const catalogo = createCatalogoService({ ...deps, db: deps.dbLeitura })
  return { anuncios, valores, moderacao, compra, catalogo }
}

export type AnunciosModule = ReturnType<typeof createAnunciosModule>

export { createAnuncioPreview } from './anuncio-preview.ts'
export { anunciosRoutes } from './anuncios.routes.ts'
/**
 * The view this module owns for buyers' reads: the columns a cart or a checkout joins of a listing,
 * its product and its seller in its own single statement (`colunasParaCompra`, rows `CompraRow`),
 * and what such a row says of the listing (`paraCompraDaLinha`).
 */
export { type CompraRow, colunasParaCompra } from './anuncios-compra.colunas.ts'
export {
  type AnuncioParaCompra,
  type AnunciosCompraService,
  paraCompraDaLinha,
} from './anuncios-compra.service.ts'
export type { AnunciosModeracaoService } from './anuncios-moderacao.service.ts'
export type { AnunciosValoresService } from './anuncios-valores.service.ts'
export type { CatalogoService } from './catalogo.service.ts'
export { createInicioPreview, createVitrinePreloads, type VitrinePreloadsFn } from './vitrine-preloads.ts'
