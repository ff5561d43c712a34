import type { AnuncioCatalogo } from '@recria/domain/catalogo'
import { CARTAO_SIZES } from '@recria/domain/catalogo-url'
import { displayBRL } from '@recria/domain/format'
import { ShoppingCart, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { type Carga, ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ofertaSustentavelTexto } from '../../../lib/oferta-sustentavel.ts'

export interface CatalogoCardProps {
  anuncio: AnuncioCatalogo
  onComprar: (anuncio: AnuncioCatalogo) => void
  onAdicionar: (anuncio: AnuncioCatalogo) => void
  /** The button whose request is on its way: it shows progress (clicks meanwhile are ignored). */
  ocupado?: 'comprar' | 'carrinho' | null
  /** How soon its picture is fetched (the first card's is the page's largest paint). */
  carga?: Carga
  /** The heart (favourites), over the picture's corner. */
  favorito?: ReactNode
}

/**
 * The listing's own address: a shared link opens it (the id also goes in state, docs/product/catalogo.md).
 */
export function anuncioLink(idAnuncio: number) {
  return { to: `/anuncio-produto/${idAnuncio}`, state: { idAnuncio } }
}

/**
 * A card of the catalogue (docs/product/catalogo.md): picture, name, rating, seller, price, the sustainable
 * offer, badges and the two buttons. The name is the link to the listing; its hit area covers the
 * card, so a click anywhere but the buttons opens it.
 */
export function CatalogoCard({
  anuncio,
  onComprar,
  onAdicionar,
  ocupado = null,
  carga = 'adiada',
  favorito,
}: CatalogoCardProps) {
  const { produto } = anuncio
  const oferta = ofertaSustentavelTexto(anuncio)
  return (
    <Card as="article" className="relative h-full overflow-hidden p-0! transition-shadow hover:shadow-md">
      <ProdutoImagem
        src={produto.imagem}
        srcSet={produto.imagem_srcset ?? undefined}
        sizes={CARTAO_SIZES}
        nome={produto.nome}
        carga={carga}
        className="aspect-[4/3] w-full"
      />
      {favorito && <div className="absolute top-2 right-2 z-10">{favorito}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4 pt-1">
        <h2 className="text-base font-semibold text-stone-900">
          <Link {...anuncioLink(anuncio.id_anuncio)} className={`${cardTitleButton} block`}>
            {produto.nome}
          </Link>
        </h2>
        <NotaResumo nota={produto.rating} total={produto.totalAvaliacoes} />
        <p className="text-sm text-stone-600">
          por{' '}
          <Link
            to={`/loja/${anuncio.usuario_vendedor.id_usuario}`}
            className="relative z-10 rounded-sm font-medium text-marca-800 underline underline-offset-2 hover:text-marca-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            {anuncio.usuario_vendedor.nome}
          </Link>
        </p>
        <div>
          <p className="text-xl font-bold text-marca-800">{displayBRL(produto.preco)}</p>
          {oferta && <p className="text-sm font-medium text-marca-700">{oferta}</p>}
        </div>
        <FormaBadges forma={anuncio.forma_de_pagamento} />
        <div className="relative z-10 mt-auto flex flex-col gap-2 pt-2">
          {/* The visible words first in the name, then the product a screen reader hears it is for. */}
          <Button
            onClick={() => onComprar(anuncio)}
            aria-label={`Comprar Agora: ${produto.nome}`}
            aria-busy={ocupado === 'comprar' || undefined}
          >
            {ocupado === 'comprar' ? (
              <Spinner className="size-4" />
            ) : (
              <Zap aria-hidden="true" className="size-4" />
            )}
            Comprar Agora
          </Button>
          <Button
            variant="secondary"
            onClick={() => onAdicionar(anuncio)}
            aria-label={`Adicionar ao Carrinho: ${produto.nome}`}
            aria-busy={ocupado === 'carrinho' || undefined}
          >
            {ocupado === 'carrinho' ? (
              <Spinner className="size-4" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-4" />
            )}
            Adicionar ao Carrinho
          </Button>
        </div>
      </div>
    </Card>
  )
}
