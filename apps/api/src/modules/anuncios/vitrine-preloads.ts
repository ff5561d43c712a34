// What a storefront page (the catalogue at `/`, a shop) asks for first, started with its HTML: the
// catalogue's answer, at the very address the page requests, and the first card's picture as the
// card's <img> asks for it (srcset and sizes), so the browser fetches one file, once.
import type { CatalogoPagina } from '@recria/domain/catalogo'
import {
  CARTAO_SIZES,
  CATALOGO_INICIAL,
  type CatalogoParams,
  catalogoQueryString,
} from '@recria/domain/catalogo-url'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { LinkPreview, Preload } from '../../lib/link-preview.ts'

export interface VitrinePreloads {
  preloads: Preload[]
  /** The first card's picture (its largest file), for the link preview; null without one. */
  imagem: string | null
}

/**
 * Asks the catalogue's own route, as a visitor (no cookie), so the answer is the one the page will
 * get: the same parsing, visibility rules and kept answers. Nothing to preload when it fails.
 */
export function createVitrinePreloads(app: FastifyInstance) {
  return async (params: CatalogoParams): Promise<VitrinePreloads> => {
    const href = `/api/anuncios/ativos-comprador?${catalogoQueryString(params, 1)}`
    const res = await app.inject({ method: 'GET', url: href })
    if (res.statusCode !== 200) return { preloads: [], imagem: null }
    const produto = res.json<CatalogoPagina>().itens[0]?.produto
    const preloads: Preload[] = [{ href, as: 'fetch' }]
    if (produto?.imagem)
      preloads.push({
        href: produto.imagem,
        as: 'image',
        ...(produto.imagem_srcset && { srcset: produto.imagem_srcset, sizes: CARTAO_SIZES }),
      })
    return { preloads, imagem: produto?.imagem ?? null }
  }
}

export type VitrinePreloadsFn = ReturnType<typeof createVitrinePreloads>

/** The catalogue (`/`): what a shared link of Recria shows, and the first page and picture preloaded. */
export function createInicioPreview(config: Pick<Config, 'publicUrl'>, primeirosCartoes: VitrinePreloadsFn) {
  const publicUrl = config.publicUrl.replace(/\/$/, '')
  return async (): Promise<LinkPreview> => {
    const { preloads, imagem } = await primeirosCartoes(CATALOGO_INICIAL)
    return {
      title: 'Produtos artesanais feitos de materiais recicláveis',
      description:
        'Compre pelo preço padrão ou de forma sustentável: pague menos em dinheiro e complete com créditos de matéria-prima.',
      image: imagem ? new URL(imagem, `${publicUrl}/`).toString() : null,
      url: `${publicUrl}/`,
      preloads: [...preloads, { href: '/api/impacto', as: 'fetch' }],
    }
  }
}
