import { CatalogoPagina, CatalogoQuery, SugestoesQuery, SugestoesResponse } from '@recria/domain/catalogo'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../services.ts'

/** The storefront, public (spec part 1 §§2-3): static paths, so `/anuncios/:id` never takes them. */
export const catalogoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const service = services.catalogo
  const tags = ['anuncios']

  app.get(
    '/anuncios/ativos-comprador',
    { schema: { tags, querystring: CatalogoQuery, response: { 200: CatalogoPagina } } },
    async (req) => service.pagina(req.query),
  )

  app.get(
    '/anuncios/sugestoes',
    { schema: { tags, querystring: SugestoesQuery, response: { 200: SugestoesResponse } } },
    async (req) => service.sugestoes(req.query.busca),
  )
}
