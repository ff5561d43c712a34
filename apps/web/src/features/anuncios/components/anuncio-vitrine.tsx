import { isSustentavel } from '@recria/domain/anuncio-forma'
import { displayBRL } from '@recria/domain/format'
import { CircleSlash, type LucideIcon, ShoppingCart, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { NotaResumo } from '../../../components/ui/estrelas.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import type { Anuncio } from '../api/anuncio.ts'
import { AnuncioGaleria } from './anuncio-galeria.tsx'
import { AnuncioTabs } from './anuncio-tabs.tsx'
import { AVALIACOES_EXEMPLO, NOTA_EXEMPLO } from './avaliacoes-exemplo.ts'
import { OfertaSustentavel } from './oferta-sustentavel.tsx'
import { VendedorResumo } from './vendedor-resumo.tsx'

export type AnuncioVitrineProps = {
  anuncio: Anuncio
} /** The seller's preview: buying and the cart disabled, sample rating and reviews. */ & (
  | { modo: 'preview' }
  /** The buyer page (/anuncio-produto): the buttons work, ratings are the real ones. */
  | {
      modo: 'comprador'
      onComprar: () => void
      onAdicionarAoCarrinho: () => void
      /** The button whose request is on its way: it shows progress. */
      ocupado?: 'comprar' | 'carrinho' | null
      /** The 'Denunciar' button and its modal. */
      denuncia?: ReactNode
      /** The Avaliações tab's content: the reviews and the review form. */
      avaliacoes?: ReactNode
    }
)

/**
 * The listing as a buyer sees it (docs/product/catalogo.md), shared by the buyer page and the
 * seller's preview.
 */
export function AnuncioVitrine(props: AnuncioVitrineProps) {
  const { anuncio } = props
  const { produto } = anuncio
  const comprador = props.modo === 'comprador' ? props : null
  // The server says whether it can be bought (listing and product active, seller able to sell).
  const disponivel = anuncio.disponivel
  const imagem = produto.imagem_detalhe ?? produto.imagem
  const Titulo = comprador ? 'h1' : 'h2'
  const nota = comprador
    ? { nota: anuncio.rating, total: anuncio.totalAvaliacoes }
    : { nota: NOTA_EXEMPLO, total: AVALIACOES_EXEMPLO.length }
  /** Comprar Agora and Adicionar ao Carrinho: the one whose request is on its way shows progress. */
  const acao = (
    qual: 'comprar' | 'carrinho',
    variant: 'primary' | 'secondary',
    Icon: LucideIcon,
    label: string,
    onClick?: () => void,
  ) => (
    <Button
      size="lg"
      variant={variant}
      disabled={!comprador || !disponivel}
      onClick={onClick}
      aria-busy={comprador?.ocupado === qual || undefined}
    >
      {comprador?.ocupado === qual ? (
        <Spinner className="size-5" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {label}
    </Button>
  )
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <AnuncioGaleria nome={produto.nome} galeria={anuncio.galeria ?? []} imagem={imagem} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <FormaBadges forma={anuncio.forma_de_pagamento} />
            {!disponivel && (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30 ring-inset">
                Indisponível
              </span>
            )}
          </div>
          <Titulo className="text-2xl font-bold break-words text-stone-900">{produto.nome}</Titulo>
          <NotaResumo nota={nota.nota} total={nota.total} />
          <p className="text-3xl font-bold text-marca-800">{displayBRL(produto.preco)}</p>
          {isSustentavel(anuncio.forma_de_pagamento) && <OfertaSustentavel anuncio={anuncio} />}
          <VendedorResumo vendedor={anuncio.vendedor} />
          {!disponivel && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Este produto não está mais disponível para compra
            </p>
          )}
          <div className="flex flex-col gap-2">
            {acao('comprar', 'primary', Zap, 'Comprar Agora', comprador?.onComprar)}
            {acao(
              'carrinho',
              'secondary',
              ShoppingCart,
              'Adicionar ao Carrinho',
              comprador?.onAdicionarAoCarrinho,
            )}
          </div>
          {comprador?.denuncia && <div className="flex justify-end">{comprador.denuncia}</div>}
        </div>
      </div>
      <AnuncioTabs anuncio={anuncio} avaliacoes={comprador ? comprador.avaliacoes : 'exemplo'} />
    </div>
  )
}
