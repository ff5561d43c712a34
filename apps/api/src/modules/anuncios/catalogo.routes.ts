import { CatalogoPagina, CatalogoQuery, SugestoesQuery, SugestoesResponse } from '@recria/domain/catalogo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CacheRespostas } from '../../lib/cache-respostas.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import type { CatalogoService } from './catalogo.service.ts'

/** What these routes are handed: the part of their module's face they use, the answers kept in memory. */
export interface CatalogoRotas {
  anuncios: { catalogo: CatalogoService }
  vitrine?: CacheRespostas
}

/** The storefront, public (docs/product/catalogo.md): static paths, so `/anuncios/:id` never takes them. */
export const catalogoRoutes: FastifyPluginAsyncZod<CatalogoRotas> = async (app, { anuncios, vitrine }) => {
  const service = anuncios.catalogo
  const route = routeOptions(['anuncios'])

  app.get(
    '/anuncios/ativos-comprador',
    {
      ...route(anyone, { querystring: CatalogoQuery }, { 200: CatalogoPagina }),
      // The same page for everyone: kept once per parsed query (decision 037).
      ...vitrine?.rota('catalogo', (req) => req.query),
    },
    async (req) => service.pagina(req.query),
  )

  app.get(
    '/anuncios/sugestoes',
    route(anyone, { querystring: SugestoesQuery }, { 200: SugestoesResponse }),
    async (req) => service.sugestoes(req.query.busca),
  )
}
