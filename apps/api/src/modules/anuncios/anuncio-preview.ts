// The link preview of a listing page (/anuncio-produto/{id}): product name, price (and the
// sustainable alternative), the start of the description and the product's picture.
import { isSustentavel } from '@recria/domain/anuncio-forma'
import { formatBRL } from '@recria/domain/format'
import { GALERIA_SIZES } from '@recria/domain/galeria-base'
import type { Deps } from '../../deps.ts'
import { type LinkPreview, type Preload, registroDaPagina, trecho } from '../../lib/link-preview.ts'
import type { AnunciosService } from './anuncios.service.ts'

const DESCRICAO_MAX = 160

export function createAnuncioPreview(
  { config }: Pick<Deps, 'config'>,
  { anuncios }: { anuncios: AnunciosService },
) {
  const publicUrl = config.publicUrl.replace(/\/$/, '')

  return async ({ id }: Record<string, string>): Promise<LinkPreview | null> => {
    const achado = await registroDaPagina(id, (n) => anuncios.getForBuyer(n))
    if (!achado) return null
    const { id: idAnuncio, registro: anuncio } = achado
    const { produto } = anuncio
    const preco =
      isSustentavel(anuncio.forma_de_pagamento) && anuncio.valor_conversao !== null
        ? `${formatBRL(produto.preco)} ou ${formatBRL(anuncio.valor_conversao)} + ${anuncio.creditos_aceitos} créditos`
        : formatBRL(produto.preco)
    const imagem = produto.imagem_detalhe ?? produto.imagem
    // The page's main picture as its <img> asks for it (anuncio-galeria.tsx): the gallery's first
    // image in its widths, or the product's own picture.
    const primeira = anuncio.galeria?.[0]
    const principal: Preload | null = primeira
      ? { href: primeira.url, as: 'image', srcset: primeira.srcset, sizes: GALERIA_SIZES }
      : imagem
        ? { href: imagem, as: 'image' }
        : null
    return {
      title: produto.nome,
      description: trecho(`${preco} — ${anuncio.descricao_anuncio || produto.descricao}`, DESCRICAO_MAX),
      image: imagem ? new URL(imagem, `${publicUrl}/`).toString() : null,
      url: `${publicUrl}/anuncio-produto/${idAnuncio}`,
      // The page's first request and its largest picture start with the HTML, not after the scripts.
      preloads: [{ href: `/api/anuncios/${idAnuncio}`, as: 'fetch' }, ...(principal ? [principal] : [])],
    }
  }
}
